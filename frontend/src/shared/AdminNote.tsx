import { Notice } from './ui/Notice';
import { Link } from 'react-router-dom';
import { paths } from './paths';

/** The admin's way to the admin panel, kept on the dashboard. */
export function AdminNote() {
  return (
    <Notice
      className="dashboard__admin"
      type="info"
      title={
        <>
          Máte oprávnění správce. <Link to={paths.admin}>Přejít do administrace</Link>
        </>
      }
    />
  );
}
