ALTER TABLE "portal_users" ADD COLUMN "last_sign_in_at" timestamp with time zone;--> statement-breakpoint
-- Sign-ins made before this column existed are in the audit trail: carry the newest of each user over once.
UPDATE "portal_users" u SET "last_sign_in_at" = s.at FROM (
	SELECT entity_id, max(at) AS at FROM "audit_log"
	WHERE entity = 'session' AND action = 'sign-in' AND outcome = 'success' AND entity_id IS NOT NULL GROUP BY entity_id
) s WHERE s.entity_id = u.id::text;
