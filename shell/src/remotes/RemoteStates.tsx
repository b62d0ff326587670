import styles from './RemoteStates.module.css';

export function RemoteLoading() {
  return (
    <div className={styles.loading} role="status" aria-live="polite">
      <span className={styles.bar} />
      <span className="visually-hidden">Loading…</span>
    </div>
  );
}

export function RemoteUnavailable({ onRetry }: { onRetry: () => void }) {
  return (
    <section className={styles.failure} role="alert">
      <p>This part of the site couldn&apos;t load.</p>
      <button type="button" className="button button-primary" onClick={onRetry}>
        Try again
      </button>
    </section>
  );
}
