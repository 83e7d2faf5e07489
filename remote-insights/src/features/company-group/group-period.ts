/** The consolidated reports' period: the year the page shows, January to December. */
export const yearPeriod = (year: number) => ({
  start_date: `${year}-01-01`,
  end_date: `${year}-12-31`,
});
