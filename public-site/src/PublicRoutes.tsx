import { lazy, Suspense } from 'react';
import { Route, Routes } from 'react-router-dom';
import { Loading } from './ui/Loading';

// Each page is its own chunk: a visitor downloads the code of the route they open, and the
// Impact chart (AntV) loads only from inside the Impact page.
const HomePage = lazy(() => import(/* webpackChunkName: "page-home" */ './pages/HomePage'));
const AboutPage = lazy(() => import(/* webpackChunkName: "page-about" */ './pages/AboutPage'));
const ValuesPage = lazy(() => import(/* webpackChunkName: "page-values" */ './pages/ValuesPage'));
const ImpactPage = lazy(() => import(/* webpackChunkName: "page-impact" */ './pages/ImpactPage'));
const BlogPage = lazy(() => import(/* webpackChunkName: "page-blog" */ './pages/BlogPage'));
const BlogPostPage = lazy(
  () => import(/* webpackChunkName: "page-blog-post" */ './pages/BlogPostPage'),
);
const TipsPage = lazy(() => import(/* webpackChunkName: "page-tips" */ './pages/TipsPage'));
const ContactPage = lazy(
  () => import(/* webpackChunkName: "page-contact" */ './pages/ContactPage'),
);
const PledgePage = lazy(() => import(/* webpackChunkName: "page-pledge" */ './pages/PledgePage'));
const NotFoundPage = lazy(
  () => import(/* webpackChunkName: "page-not-found" */ './pages/NotFoundPage'),
);

/** Every visitor route, mounted by the shell for any path outside /admin. */
export default function PublicRoutes() {
  return (
    <Suspense fallback={<Loading />}>
      <Routes>
        <Route index element={<HomePage />} />
        <Route path="about" element={<AboutPage />} />
        <Route path="values" element={<ValuesPage />} />
        <Route path="impact" element={<ImpactPage />} />
        <Route path="blog" element={<BlogPage />} />
        <Route path="blog/:slug" element={<BlogPostPage />} />
        <Route path="tips" element={<TipsPage />} />
        <Route path="contact" element={<ContactPage />} />
        <Route path="pledge" element={<PledgePage />} />
        <Route path="*" element={<NotFoundPage />} />
      </Routes>
    </Suspense>
  );
}
