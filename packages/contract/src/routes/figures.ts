// The dashboards' figures (issue 39, docs/decisions/041): every charity's for the operators with the
// finance or admin duty, and a charity's own for its finance staff and admins. Each also as CSV.

export const operatorFiguresRoute = { method: 'GET', path: '/api/operator/figures' } as const;
export const operatorFiguresCsvRoute = { method: 'GET', path: '/api/operator/figures.csv' } as const;
export const charityFiguresRoute = { method: 'GET', path: '/api/charity/figures' } as const;
export const charityFiguresCsvRoute = { method: 'GET', path: '/api/charity/figures.csv' } as const;
