-- The charity console's records (PRODUCT.md §2.5): one charity's confirmed donations by confirmation time,
-- newest first for the list, oldest first with an id tiebreak for the export's keyset paging; type
-- and amount ride along so the channel filter and the range totals need no visit to the table.
CREATE INDEX donations_ngo_confirmed_records ON donations (ngo_id, confirmed_at DESC, id DESC)
  INCLUDE (type, amount) WHERE status = 'confirmed';
-- superseded by the index above (same leading columns)
DROP INDEX donations_ngo_confirmed;
