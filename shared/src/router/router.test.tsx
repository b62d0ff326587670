import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import {
  BrowserRouter,
  Link,
  NavLink,
  Route,
  Routes,
  useLocation,
  useNavigate,
  useParams,
} from '.';
import { StaticRouter } from './server';
import { MemoryRouter } from './testing';

function Where() {
  const { pathname, search, key, state } = useLocation();
  return (
    <output data-testid="where" data-key={key} data-state={JSON.stringify(state)}>
      {pathname}
      {search}
    </output>
  );
}

function Slug() {
  return <p>article {useParams().slug}</p>;
}

function Message() {
  const { id, slug } = useParams();
  return <p>{`message ${id} ${slug ?? 'no slug'}`}</p>;
}

function Console() {
  return (
    <Routes>
      <Route index element={<p>console home</p>} />
      <Route path="messages/:id" element={<Message />} />
      <Route path="*" element={<Link to="messages/7">to a message</Link>} />
    </Routes>
  );
}

function App() {
  return (
    <>
      <nav>
        <NavLink to="/" end className={({ isActive }) => (isActive ? 'on' : 'off')}>
          Home
        </NavLink>
        <NavLink to="/blog">Blog</NavLink>
        <Link to="/blog?page=2" state={{ from: 'test' }}>
          Page 2
        </Link>
        <Link to="https://example.org/">Elsewhere</Link>
      </nav>
      <Where />
      <main data-testid="page">
        <Routes>
          <Route path="/" element={<p>home</p>} />
          <Route path="/blog" element={<p>blog</p>} />
          <Route path="/blog/:slug" element={<Slug />} />
          <Route path="/admin/*" element={<Console />} />
          <Route path="*" element={<p>not found</p>} />
        </Routes>
      </main>
    </>
  );
}

const where = () => screen.getByTestId('where');
/** What the routes rendered: one route's element, and nothing from any other route. */
const page = () => screen.getByTestId('page').textContent;

afterEach(() => {
  cleanup();
  window.history.replaceState(null, '', '/');
});

describe('the router', () => {
  it('renders the best route for the location, with its params and nested routes', () => {
    render(
      <MemoryRouter initialEntries={['/blog/caf%C3%A9']}>
        <App />
      </MemoryRouter>,
    );
    expect(page()).toBe('article café');
  });

  it('matches nested routes below the parent route, and resolves their relative links', async () => {
    render(
      <MemoryRouter initialEntries={['/admin/unknown']}>
        <App />
      </MemoryRouter>,
    );
    const link = screen.getByRole('link', { name: 'to a message' });
    expect(link.getAttribute('href')).toBe('/admin/messages/7');
    await act(async () => fireEvent.click(link));
    expect(where().textContent).toBe('/admin/messages/7');
    expect(page()).toBe('message 7 no slug');
  });

  it('moves on a plain click, keeps the state, and leaves modified clicks and other sites alone', async () => {
    render(
      <MemoryRouter initialEntries={['/']}>
        <App />
      </MemoryRouter>,
    );
    expect(where().dataset.key).toBe('default');
    const page2 = screen.getByRole('link', { name: 'Page 2' });
    const ctrl = fireEvent.click(page2, { ctrlKey: true });
    expect(ctrl).toBe(true); // not prevented: the browser opens a tab
    expect(where().textContent).toBe('/');
    await act(async () => fireEvent.click(page2));
    expect(where().textContent).toBe('/blog?page=2');
    expect(where().dataset.state).toBe('{"from":"test"}');
    expect(where().dataset.key).not.toBe('default');
    expect(fireEvent.click(screen.getByRole('link', { name: 'Elsewhere' }))).toBe(true);
    expect(where().textContent).toBe('/blog?page=2');
  });

  it('marks the current page in the navigation', async () => {
    render(
      <MemoryRouter initialEntries={['/blog/one']}>
        <App />
      </MemoryRouter>,
    );
    const home = screen.getByRole('link', { name: 'Home' });
    const blog = screen.getByRole('link', { name: 'Blog' });
    expect(home.className).toBe('off');
    expect(home.getAttribute('aria-current')).toBeNull();
    expect(blog.className).toBe('active');
    expect(blog.getAttribute('aria-current')).toBe('page');
  });

  it('renders a server request at its URL', () => {
    render(
      <StaticRouter location="/blog/two?page=3">
        <App />
      </StaticRouter>,
    );
    expect(where().textContent).toBe('/blog/two?page=3');
    expect(page()).toBe('article two');
  });
});

describe('BrowserRouter', () => {
  function Controls() {
    const navigate = useNavigate();
    return (
      <>
        <button onClick={() => navigate('/tips?category=food', { replace: true })}>replace</button>
        <button onClick={() => navigate('/blog/two')}>push</button>
      </>
    );
  }

  it('keeps each entry’s index in the history state, and follows Back', async () => {
    window.history.replaceState(null, '', '/blog');
    render(
      <BrowserRouter>
        <App />
        <Controls />
      </BrowserRouter>,
    );
    expect((window.history.state as { idx: number }).idx).toBe(0);
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'push' })));
    expect(window.location.pathname).toBe('/blog/two');
    expect((window.history.state as { idx: number }).idx).toBe(1);
    expect(page()).toBe('article two');
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'replace' })));
    expect(window.location.search).toBe('?category=food');
    expect((window.history.state as { idx: number }).idx).toBe(1);
    await act(async () => {
      window.history.replaceState({ idx: 0, key: 'k', usr: null }, '', '/blog');
      window.dispatchEvent(new PopStateEvent('popstate'));
    });
    expect(where().textContent).toBe('/blog');
  });

  it('replaces instead of adding an entry when a link leads where the page already is', async () => {
    window.history.replaceState(null, '', '/blog?page=2');
    render(
      <BrowserRouter>
        <App />
      </BrowserRouter>,
    );
    const before = window.history.length;
    await act(async () => fireEvent.click(screen.getByRole('link', { name: 'Page 2' })));
    expect(window.history.length).toBe(before);
    await act(async () => fireEvent.click(screen.getByRole('link', { name: 'Blog' })));
    expect(window.history.length).toBe(before + 1);
  });
});
