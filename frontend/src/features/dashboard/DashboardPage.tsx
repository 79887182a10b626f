import { Card, Typography } from 'antd';
import { Link } from 'react-router-dom';
import { displayName } from '../../shared/formatters';
import { useDocumentTitle } from '../../shared/useDocumentTitle';
import { useSession } from '../auth/useSession';

/** Protected page (wrapped in RequireAuth). A later issue builds the real dashboard. */
export default function DashboardPage() {
  useDocumentTitle('Účet');
  const { user, isAdmin } = useSession();
  const name = displayName(user);
  return (
    <div className="page">
      <Typography.Title level={1} className="page__title">
        {`Vítejte, ${name}`}
      </Typography.Title>
      <Card>
        <Typography.Paragraph>
          Přihlášený účet: <strong>{user?.email}</strong>
        </Typography.Paragraph>
        {isAdmin && (
          <Typography.Paragraph>
            Máte oprávnění správce. <Link to="/admin">Přejít do administrace</Link>
          </Typography.Paragraph>
        )}
      </Card>
    </div>
  );
}
