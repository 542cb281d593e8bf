-- Invitation mails recorded before invitation links were kept off the disk carry a live link in their stored
-- copy. A mail still waiting is not sent with it: it fails, naming why (the admin resends the invitation,
-- which mints a link that never touches the disk), and the link is removed from its payload and outbox copy.
UPDATE `jobs` SET
  `payload` = json_set(`payload`, '$.body', 'This invitation mail was recorded before an upgrade that keeps invitation links off the disk; its link was removed. Resend the invitation.'),
  `status` = 'failed',
  `last_error` = 'An invitation mail recorded before the upgrade: its link was removed from storage and it was not sent. Resend the invitation.',
  `finished_at` = strftime('%Y-%m-%dT%H:%M:%fZ', 'now'),
  `updated_at` = strftime('%Y-%m-%dT%H:%M:%fZ', 'now')
WHERE `kind` = 'email_send' AND `status` IN ('pending', 'running') AND json_extract(`payload`, '$.body') LIKE '%accept-invite?token=%';
--> statement-breakpoint
UPDATE `jobs` SET `payload` = json_set(`payload`, '$.body', 'This invitation mail was recorded before an upgrade that keeps invitation links off the disk; its link was removed.')
WHERE `kind` = 'email_send' AND json_extract(`payload`, '$.body') LIKE '%accept-invite?token=%';
--> statement-breakpoint
UPDATE `email_outbox` SET `body` = 'This invitation mail was recorded before an upgrade that keeps invitation links off the disk; its link was removed.'
WHERE `body` LIKE '%accept-invite?token=%';
