-- Issue 35 (docs/decisions/012): a word joined by «و» is also found without it when three letters are
-- left as written, so «دفء» (two letters once its hamza is folded away) finds «كساء ودفء». The names
-- whose keys change are rewritten, which recomputes their generated search keys.

-- The keys of one Arabic word (arabicNameKeys()).
CREATE OR REPLACE FUNCTION search_arabic_keys(key text, letters text, article boolean, maqsura boolean) RETURNS text[]
LANGUAGE plpgsql IMMUTABLE STRICT PARALLEL SAFE AS $$
DECLARE
  keys text[] := ARRAY[key];
  spellings text[] := string_to_array(search_latin_names() ->> key, ' ');
  skeleton text;
BEGIN
  IF maqsura AND right(key, 1) = 'ي' THEN keys := keys || (left(key, -1) || 'ا'); END IF;
  IF key = 'د' THEN keys := keys || 'دكتور'::text; END IF;
  IF key = 'م' THEN keys := keys || 'مهندس'::text; END IF;
  -- «ودفء»: a word joined by «و» is found without it when 3 letters are left as written
  IF left(key, 1) = 'و' AND length(letters) >= 4 AND length(key) >= 3 THEN keys := keys || substr(key, 2); END IF;
  FOR n IN 2 .. length(key) - 1 LOOP
    keys := keys || (left(key, n) || '*');
  END LOOP;
  IF article THEN keys := keys || ARRAY['ال*', 'ال' || left(key, 1) || '*']; END IF;
  -- titles that precede most names get no one-typo keys (nameSearchKeys()'s HONORIFICS)
  IF length(key) >= 4 AND key <> ALL (ARRAY['حاج', 'حاجه', 'مرحوم', 'مرحومه', 'استاد', 'استاده', 'دكتور',
      'دكتوره', 'مهندس', 'مهندسه', 'طفل', 'طفله', 'شيخ']) THEN
    FOR n IN 1 .. length(key) LOOP
      keys := keys || ('-' || left(key, n - 1) || substr(key, n + 1));
    END LOOP;
  END IF;
  FOREACH skeleton IN ARRAY search_arabic_skeletons(letters) LOOP
    keys := keys || search_skeleton_keys(skeleton, CASE WHEN spellings IS NULL THEN '#' ELSE '%' END);
  END LOOP;
  RETURN keys || spellings[2:];
END
$$;

UPDATE ngos SET ar_name = ar_name WHERE search_keys IS DISTINCT FROM name_search_keys(ar_name);
UPDATE projects SET ar_name = ar_name WHERE search_keys IS DISTINCT FROM name_search_keys(ar_name);
UPDATE campaigns SET title = title WHERE search_keys IS DISTINCT FROM name_search_keys(title);
