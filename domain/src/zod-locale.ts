import { z } from 'zod';

// Validation messages in Chinese wherever a schema gives none of its own (server 400s, web forms).
// Its own module, imported first by the barrel: the one module of the package with a side effect,
// so a bundle that uses a constant of http.ts does not also carry every schema http.ts builds.
z.config(z.locales.zhCN());
