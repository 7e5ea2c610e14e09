-- The whole data model. Owners are wallet addresses (or opaque email-user addresses) taken from the session.

CREATE TABLE sessions (
  id_hash TEXT PRIMARY KEY,
  address TEXT NOT NULL,
  wallet TEXT NOT NULL,
  email TEXT,
  xsrf_token TEXT NOT NULL,
  created_at TIMESTAMPTZ NOT NULL,
  last_seen_at TIMESTAMPTZ NOT NULL,
  expires_at TIMESTAMPTZ NOT NULL
);
CREATE INDEX sessions_address ON sessions (address);

CREATE TABLE auth_challenges (
  nonce TEXT PRIMARY KEY,
  address TEXT NOT NULL,
  wallet TEXT NOT NULL,
  message TEXT NOT NULL,
  expires_at TIMESTAMPTZ NOT NULL,
  used_at TIMESTAMPTZ
);

CREATE TABLE email_users (
  email TEXT PRIMARY KEY,
  address TEXT NOT NULL UNIQUE,
  created_at TIMESTAMPTZ NOT NULL
);

CREATE TABLE email_codes (
  id BIGSERIAL PRIMARY KEY,
  email TEXT NOT NULL,
  code_hmac TEXT NOT NULL,
  attempts INTEGER NOT NULL DEFAULT 0,
  created_at TIMESTAMPTZ NOT NULL,
  expires_at TIMESTAMPTZ NOT NULL,
  used_at TIMESTAMPTZ
);
CREATE INDEX email_codes_email ON email_codes (email, created_at);

CREATE TABLE rate_events (
  bucket TEXT NOT NULL,
  at TIMESTAMPTZ NOT NULL
);
CREATE INDEX rate_events_bucket ON rate_events (bucket, at);

CREATE TABLE collections (
  id BIGSERIAL PRIMARY KEY,
  owner TEXT NOT NULL,
  name VARCHAR(255) NOT NULL,
  description VARCHAR(255) NOT NULL DEFAULT '',
  cover_key TEXT,
  cover_type TEXT,
  created_at TIMESTAMPTZ NOT NULL
);
CREATE INDEX collections_owner ON collections (owner);

CREATE TABLE files (
  id BIGSERIAL PRIMARY KEY,
  collection_id BIGINT NOT NULL REFERENCES collections (id) ON DELETE CASCADE,
  file_name TEXT NOT NULL,
  storage_key TEXT NOT NULL,
  content_type TEXT NOT NULL,
  size INTEGER NOT NULL,
  created_at TIMESTAMPTZ NOT NULL,
  UNIQUE (collection_id, file_name)
);
CREATE INDEX files_collection ON files (collection_id, id);

CREATE TABLE traits (
  id BIGSERIAL PRIMARY KEY,
  collection_id BIGINT NOT NULL REFERENCES collections (id) ON DELETE CASCADE,
  trait_name VARCHAR(255) NOT NULL,
  created_at TIMESTAMPTZ NOT NULL,
  UNIQUE (collection_id, trait_name)
);

CREATE TABLE trait_values (
  id BIGSERIAL PRIMARY KEY,
  trait_id BIGINT NOT NULL REFERENCES traits (id) ON DELETE CASCADE,
  value TEXT NOT NULL,
  UNIQUE (trait_id, value),
  UNIQUE (id, trait_id)
);

-- One value per trait per file is the primary key; the value must belong to the trait.
CREATE TABLE file_traits (
  file_id BIGINT NOT NULL REFERENCES files (id) ON DELETE CASCADE,
  trait_id BIGINT NOT NULL REFERENCES traits (id) ON DELETE CASCADE,
  value_id BIGINT NOT NULL,
  PRIMARY KEY (file_id, trait_id),
  FOREIGN KEY (value_id, trait_id) REFERENCES trait_values (id, trait_id) ON DELETE CASCADE
);
CREATE INDEX file_traits_value ON file_traits (value_id);

CREATE TABLE borrows (
  id BIGSERIAL PRIMARY KEY,
  lender TEXT NOT NULL,
  recipient TEXT NOT NULL,
  credits INTEGER NOT NULL CHECK (credits > 0),
  created_at TIMESTAMPTZ NOT NULL
);
CREATE INDEX borrows_lender ON borrows (lender);
CREATE INDEX borrows_recipient ON borrows (recipient);

CREATE TABLE tickets (
  id BIGSERIAL PRIMARY KEY,
  owner TEXT NOT NULL,
  title VARCHAR(255) NOT NULL,
  description TEXT NOT NULL,
  priority TEXT NOT NULL DEFAULT 'low' CHECK (priority IN ('low', 'medium', 'high')),
  status TEXT NOT NULL DEFAULT 'open' CHECK (status IN ('open', 'pending', 'replied', 'closed')),
  created_at TIMESTAMPTZ NOT NULL,
  updated_at TIMESTAMPTZ NOT NULL
);
CREATE INDEX tickets_owner ON tickets (owner);

CREATE TABLE ticket_images (
  id BIGSERIAL PRIMARY KEY,
  ticket_id BIGINT NOT NULL REFERENCES tickets (id) ON DELETE CASCADE,
  storage_key TEXT NOT NULL,
  content_type TEXT NOT NULL
);

CREATE TABLE ticket_replies (
  id BIGSERIAL PRIMARY KEY,
  ticket_id BIGINT NOT NULL REFERENCES tickets (id) ON DELETE CASCADE,
  author TEXT NOT NULL,
  body TEXT NOT NULL,
  created_at TIMESTAMPTZ NOT NULL
);

CREATE TABLE applications (
  id BIGSERIAL PRIMARY KEY,
  owner TEXT NOT NULL,
  name VARCHAR(255) NOT NULL,
  twitter VARCHAR(255) NOT NULL DEFAULT '',
  status TEXT NOT NULL DEFAULT 'pending' CHECK (status IN ('pending', 'accepted', 'rejected')),
  created_at TIMESTAMPTZ NOT NULL
);

CREATE TABLE proposals (
  id BIGSERIAL PRIMARY KEY,
  title VARCHAR(255) NOT NULL,
  description TEXT NOT NULL DEFAULT '',
  created_by TEXT NOT NULL,
  closes_at TIMESTAMPTZ NOT NULL,
  created_at TIMESTAMPTZ NOT NULL
);

CREATE TABLE votes (
  proposal_id BIGINT NOT NULL REFERENCES proposals (id) ON DELETE CASCADE,
  voter TEXT NOT NULL,
  choice TEXT NOT NULL CHECK (choice IN ('yes', 'no', 'abstain')),
  created_at TIMESTAMPTZ NOT NULL,
  PRIMARY KEY (proposal_id, voter)
);
