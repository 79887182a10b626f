import { Button } from 'antd';
import type { ButtonProps } from 'antd';
import type { MouseEvent } from 'react';
import { useNavigate } from 'react-router-dom';

export interface LinkButtonProps extends Omit<ButtonProps, 'href' | 'htmlType'> {
  /** In-app path, e.g. '/login?mode=register'. */
  to: string;
}

const isModifiedClick = (event: MouseEvent) =>
  event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey;

/** An antd button that is a real link (role link, href) and navigates inside the SPA. */
export function LinkButton({ to, onClick, ...rest }: LinkButtonProps) {
  const navigate = useNavigate();
  return (
    <Button
      {...rest}
      href={to}
      onClick={(event) => {
        onClick?.(event);
        if (event.defaultPrevented || isModifiedClick(event)) return;
        event.preventDefault();
        navigate(to);
      }}
    />
  );
}
