import './spinner.css';

/**
 * antd's large Spin indicator (four dots) in plain CSS: the full-page spinner shows before antd has
 * loaded, while the session and the page's chunk load.
 */
export function Spinner() {
  return (
    <span className="spinner" aria-hidden="true">
      <span className="spinner__dots">
        <i />
        <i />
        <i />
        <i />
      </span>
    </span>
  );
}
