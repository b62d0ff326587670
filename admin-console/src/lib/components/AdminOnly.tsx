import { Button, Result } from 'antd';
import { ADMIN_ROUTES } from '@campaign/shared';
import { useNavigate } from '@campaign/shared/router';
import { AreaHeader } from './AreaHeader';
import styles from './area.module.css';

/**
 * What an editor sees on an admin-only area reached by a link or the address bar (the side
 * navigation does not offer it; the API would answer 403 anyway).
 */
export function AdminOnly({ title }: { title: string }) {
  const navigate = useNavigate();
  return (
    <>
      <AreaHeader title={title} />
      <Result
        status="403"
        title={<h2 className={styles.resultTitle}>Only an admin can open this</h2>}
        subTitle="Your account is an editor account: it can use the Dashboard and Content. Ask an admin if you need more."
        extra={
          <Button type="primary" onClick={() => navigate(ADMIN_ROUTES.content)}>
            Go to Content
          </Button>
        }
      />
    </>
  );
}
