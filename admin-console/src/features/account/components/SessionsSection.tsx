import { Button, Popconfirm, Skeleton, Tag } from 'antd';
import { toast } from '@campaign/shared/react';
import { countOf } from '../../../lib/format-time';
import { LoadError } from '../../../lib/components/LoadError';
import { LocalTime } from '../../../lib/components/LocalTime';
import { RequestFailureAlert } from '../../../lib/components/RequestFailureAlert';
import { useAccountSessions, useEndOtherSessions, useEndSession } from '../api/account';
import styles from './account.module.css';

/**
 * Where the account is signed in: one line per session (device, network, when), this one
 * marked. Ending one signs that browser out at its next request; "Sign out everywhere else"
 * ends every session but this one.
 */
export function SessionsSection() {
  const sessions = useAccountSessions();
  const endOne = useEndSession();
  const endOthers = useEndOtherSessions();
  const others = (sessions.data ?? []).filter((session) => !session.current).length;

  return (
    <section className={styles.section} aria-labelledby="sessions-heading">
      <h2 id="sessions-heading" className={styles.sectionTitle}>
        Where you are signed in
      </h2>
      <RequestFailureAlert
        className={styles.alert}
        request={endOne.isError ? endOne : endOthers}
        fallback="Could not end that session. Please try again."
      />
      {sessions.isError ? (
        <LoadError
          message="Failed to load your sessions"
          error={sessions.error}
          onRetry={() => void sessions.refetch()}
        />
      ) : !sessions.data ? (
        <Skeleton active paragraph={{ rows: 3 }} />
      ) : (
        <>
          <ul className={styles.sessions} aria-label="Your sessions">
            {sessions.data.map((session) => (
              <li key={session.id} className={styles.session}>
                <div>
                  <p className={styles.sessionTitle}>
                    {session.device ?? 'Unknown browser'}
                    {session.current && <Tag color="success">This session</Tag>}
                  </p>
                  <p className={styles.sessionDetails}>
                    <span>
                      Signed in <LocalTime iso={session.createdAt} />
                    </span>
                    <span>
                      Last active <LocalTime iso={session.lastSeenAt} />
                    </span>
                    {session.network && <span>Network {session.network}</span>}
                  </p>
                </div>
                {!session.current && (
                  <Button
                    size="small"
                    aria-label={`Sign out ${session.device ?? 'this browser'}${session.network ? ` (${session.network})` : ''}`}
                    loading={endOne.isPending && endOne.variables === session.id}
                    onClick={() =>
                      endOne.mutate(session.id, {
                        onSuccess: () => toast({ title: 'Session ended' }),
                      })
                    }
                  >
                    Sign out
                  </Button>
                )}
              </li>
            ))}
          </ul>
          <Popconfirm
            title="Sign out everywhere else?"
            description={`Ends ${countOf(others, 'other session')}. You stay signed in here.`}
            okText="Sign out"
            onConfirm={() =>
              endOthers.mutate(undefined, {
                onSuccess: ({ ended }) =>
                  toast({
                    title: 'Signed out everywhere else',
                    description: `${countOf(ended, 'session')} ended.`,
                  }),
              })
            }
            disabled={others === 0}
          >
            <Button disabled={others === 0} loading={endOthers.isPending}>
              Sign out everywhere else
            </Button>
          </Popconfirm>
        </>
      )}
    </section>
  );
}
