import '@testing-library/jest-dom/vitest';
import { cleanup } from '@testing-library/react';
import { afterEach } from 'vitest';

afterEach(() => cleanup());

// jsdom has no layout: the router's scroll restoration would otherwise log errors.
window.scrollTo = () => undefined;
