-- EVM addresses used to be kept as typed, so one key signed in under several spellings became several
-- users. Every spelling folds into the lowercase one; rows move with it. One key has one vote per
-- proposal: of several spellings' votes the earliest stays.
DELETE FROM votes v USING votes w
  WHERE v.proposal_id = w.proposal_id AND v.voter ~ '^0x[0-9a-fA-F]{40}$' AND lower(v.voter) = lower(w.voter)
    AND (w.created_at, w.voter) < (v.created_at, v.voter);
UPDATE votes SET voter = lower(voter) WHERE voter ~ '^0x[0-9a-fA-F]{40}$' AND voter <> lower(voter);
UPDATE sessions SET address = lower(address) WHERE address ~ '^0x[0-9a-fA-F]{40}$' AND address <> lower(address);
UPDATE auth_challenges SET address = lower(address) WHERE address ~ '^0x[0-9a-fA-F]{40}$' AND address <> lower(address);
UPDATE collections SET owner = lower(owner) WHERE owner ~ '^0x[0-9a-fA-F]{40}$' AND owner <> lower(owner);
UPDATE borrows SET lender = lower(lender) WHERE lender ~ '^0x[0-9a-fA-F]{40}$' AND lender <> lower(lender);
UPDATE tickets SET owner = lower(owner) WHERE owner ~ '^0x[0-9a-fA-F]{40}$' AND owner <> lower(owner);
UPDATE ticket_replies SET author = lower(author) WHERE author ~ '^0x[0-9a-fA-F]{40}$' AND author <> lower(author);
UPDATE applications SET owner = lower(owner) WHERE owner ~ '^0x[0-9a-fA-F]{40}$' AND owner <> lower(owner);
UPDATE proposals SET created_by = lower(created_by) WHERE created_by ~ '^0x[0-9a-fA-F]{40}$' AND created_by <> lower(created_by);

-- Each challenge removes the expired ones; without an index that is a scan of the table.
CREATE INDEX auth_challenges_expires ON auth_challenges (expires_at);
