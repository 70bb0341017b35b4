import { ESLint } from 'eslint';
import { describe, expect, it } from 'vitest';

/** Lints `code` as if it were the file at `filePath`, with the project's own ESLint configuration. */
async function boundaryErrors(filePath: string, code: string): Promise<string[]> {
  const [result] = await new ESLint().lintText(code, { filePath });
  return (result?.messages ?? []).filter((m) => m.ruleId === 'boundaries/dependencies').map((m) => m.message);
}

// DESIGN.md's rule as the linter applies it: features meet only through an api.ts (web) or service.ts (server).
describe('feature boundaries (eslint.config.js)', () => {
  it("refuses a web feature importing another feature's component", async () => {
    const errors = await boundaryErrors(
      'src/web/features/dashboard/components/probe.tsx',
      "import { InternshipCard } from '../../internships/components/internship-card';\nexport const probe = InternshipCard;\n",
    );
    expect(errors).toHaveLength(1);
    expect(errors[0]).toContain('feature="internships"');
  });

  it("lets a web feature use another feature's api.ts", async () => {
    const errors = await boundaryErrors(
      'src/web/features/dashboard/components/probe.tsx',
      "import { useProgress } from '../../interview/api';\nexport const probe = useProgress;\n",
    );
    expect(errors).toEqual([]);
  });

  it("refuses a server feature importing another feature's routes, and allows its service.ts", async () => {
    const refused = await boundaryErrors(
      'src/server/features/firms/probe.ts',
      "import { competitionsRoutes } from '../competitions/routes';\nexport const probe = competitionsRoutes;\n",
    );
    expect(refused).toHaveLength(1);
    expect(refused[0]).toContain('feature="competitions"');
    const allowed = await boundaryErrors(
      'src/server/features/firms/probe.ts',
      "import { listCompetitions } from '../competitions/service';\nexport const probe = listCompetitions;\n",
    );
    expect(allowed).toEqual([]);
  });
});
