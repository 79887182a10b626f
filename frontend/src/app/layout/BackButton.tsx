import ArrowLeftOutlined from '@ant-design/icons/es/icons/ArrowLeftOutlined';
import { useLocation, useNavigate } from 'react-router-dom';
import { PlainButton } from '../../shared/PlainButton';
import { paths } from '../../shared/paths';

/** Floating back button, hidden on '/'; goes back in history, or home when there is none. */
export function BackButton() {
  const { pathname } = useLocation();
  const navigate = useNavigate();
  if (pathname === paths.home) return null;
  const goBack = () => {
    const idx = (window.history.state as { idx?: number } | null)?.idx;
    if (typeof idx === 'number' && idx > 0) navigate(-1);
    else navigate(paths.home);
  };
  return (
    <PlainButton
      className="floating-button floating-button--back"
      shape="circle"
      size="large"
      icon={<ArrowLeftOutlined aria-hidden="true" />}
      aria-label="Zpět"
      title="Zpět"
      onClick={goBack}
    />
  );
}
