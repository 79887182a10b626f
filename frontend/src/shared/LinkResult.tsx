import { Result } from 'antd';
import type { ResultProps } from 'antd';
import './linkResult.css';

/**
 * The outcome of an e-mailed link's page (verify the e-mail, confirm a review): antd's Result with
 * the page's h1 as its title.
 */
export function LinkResult({ title, ...result }: Omit<ResultProps, 'title'> & { title: string }) {
  return <Result {...result} title={<h1 className="link-result__title">{title}</h1>} />;
}
