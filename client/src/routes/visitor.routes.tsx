import { lazy } from 'react';
import { Route } from 'react-router-dom';

const AnswerPage = lazy(() => import('./answer/AnswerPage').then((m) => ({ default: m.AnswerPage })));
const SearchPage = lazy(() => import('./search/SearchPage').then((m) => ({ default: m.SearchPage })));
const EpisodesPage = lazy(() => import('./episodes/EpisodesPage').then((m) => ({ default: m.EpisodesPage })));
const EpisodePage = lazy(() => import('./episodes/EpisodePage').then((m) => ({ default: m.EpisodePage })));
const SubscribePage = lazy(() => import('./subscribe/SubscribePage').then((m) => ({ default: m.SubscribePage })));
const PrivacyPage = lazy(() => import('./legal/PrivacyPage').then((m) => ({ default: m.PrivacyPage })));
const TermsPage = lazy(() => import('./legal/TermsPage').then((m) => ({ default: m.TermsPage })));

/** Visitor pages inside the shared layout, each loaded on demand. */
export const visitorRoutes = (
  <>
    <Route path="/search" element={<SearchPage />} />
    <Route path="/answer" element={<AnswerPage />} />
    <Route path="/answer/:slug" element={<AnswerPage />} />
    <Route path="/subscribe" element={<SubscribePage />} />
    <Route path="/episodes" element={<EpisodesPage />} />
    <Route path="/episodes/:id" element={<EpisodePage />} />
    <Route path="/privacy" element={<PrivacyPage />} />
    <Route path="/terms" element={<TermsPage />} />
  </>
);
