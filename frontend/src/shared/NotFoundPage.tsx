import { ExclamationCircleOutlined } from '@ant-design/icons';
import { Card } from './ui/Card';

/** The spec's not-found card: any unregistered path, and the pages of a missing service type or request. */
export default function NotFoundPage() {
  return (
    <div className="page page--narrow">
      <Card className="not-found-card">
        <div className="not-found-card__head">
          <ExclamationCircleOutlined className="not-found-card__icon" aria-hidden="true" />
          <h1>404 Page Not Found</h1>
        </div>
        <p>Did you forget to add the page to the router?</p>
      </Card>
    </div>
  );
}
