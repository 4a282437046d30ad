-- Hardening of the accounts.

-- Names and public text stored before the contract dropped bidi controls (packages/contract/src/bidi.ts):
-- names lose every control and mark (U+202A-U+202E, U+2066-U+2069, U+200E, U+200F, U+061C), a
-- donation's comment and a campaign's description the scoped controls only (U+202A-U+202E,
-- U+2066-U+2069). A title that would keep fewer than the 2 characters its CHECK asks for is left as
-- it is (no form could have made one); a donor name left empty reads 'فاعل خير'.
UPDATE users
  SET user_name = regexp_replace(user_name, '[\u061C\u200E\u200F\u202A-\u202E\u2066-\u2069]', '', 'g')
  WHERE user_name ~ '[\u061C\u200E\u200F\u202A-\u202E\u2066-\u2069]';
UPDATE charity_staff
  SET staff_name = regexp_replace(staff_name, '[\u061C\u200E\u200F\u202A-\u202E\u2066-\u2069]', '', 'g')
  WHERE staff_name ~ '[\u061C\u200E\u200F\u202A-\u202E\u2066-\u2069]';
UPDATE donations
  SET donor_name = coalesce(
    nullif(btrim(regexp_replace(donor_name, '[\u061C\u200E\u200F\u202A-\u202E\u2066-\u2069]', '', 'g')), ''),
    'فاعل خير')
  WHERE donor_name ~ '[\u061C\u200E\u200F\u202A-\u202E\u2066-\u2069]';
UPDATE donations
  SET comment = regexp_replace(comment, '[\u202A-\u202E\u2066-\u2069]', '', 'g')
  WHERE comment ~ '[\u202A-\u202E\u2066-\u2069]';
UPDATE campaigns
  SET title = regexp_replace(title, '[\u061C\u200E\u200F\u202A-\u202E\u2066-\u2069]', '', 'g')
  WHERE title ~ '[\u061C\u200E\u200F\u202A-\u202E\u2066-\u2069]'
    AND length(regexp_replace(title, '[\u061C\u200E\u200F\u202A-\u202E\u2066-\u2069]', '', 'g')) >= 2;
UPDATE campaigns
  SET description = regexp_replace(description, '[\u202A-\u202E\u2066-\u2069]', '', 'g')
  WHERE description ~ '[\u202A-\u202E\u2066-\u2069]';

-- Donations of accounts deleted before deletion erased their donors (services/accounts/deletion.ts):
-- the name reads 'فاعل خير' and the phone, e-mail and address go, except that a cash donation still
-- waiting for its collector keeps the name, phone and address the charity needs to collect it (they
-- go when it settles). A cash donation's address is '' rather than NULL (donations_cash_address).
UPDATE donations AS d
  SET donor_name = CASE WHEN d.status = 'pending' AND d.type = 1 THEN d.donor_name ELSE 'فاعل خير' END,
      msisdn = CASE WHEN d.status = 'pending' AND d.type = 1 THEN d.msisdn END,
      address = CASE WHEN d.status = 'pending' AND d.type = 1 THEN d.address WHEN d.type = 1 THEN '' END,
      email = NULL,
      hide_data = true
  FROM users AS u
  WHERE u.id = d.user_id AND u.deleted_at IS NOT NULL;
