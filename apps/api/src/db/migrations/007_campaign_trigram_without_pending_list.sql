-- Every confirmed donation rewrites its campaign's row (the stored totals), and the totals are indexed,
-- so each confirmation also adds the title's trigrams to campaigns_title_trgm. With GIN's fastupdate
-- they go to a pending list that every search must scan until vacuum merges it, and the confirmation
-- that overflows the list merges it itself: a pause of tens of milliseconds in a donor's request
-- (PERFORMANCE.md, P5 and P6). Written straight into the index instead, each confirmation pays a
-- small steady cost and searches stay on the index.
ALTER INDEX campaigns_title_trgm SET (fastupdate = off);
SELECT gin_clean_pending_list('campaigns_title_trgm'::regclass);
