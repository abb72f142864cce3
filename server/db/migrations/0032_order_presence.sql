CREATE TABLE "order_presence" (
	"user_id" integer NOT NULL,
	"tab_id" text NOT NULL,
	"order_id" bigint NOT NULL,
	"since" timestamp with time zone DEFAULT now() NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	CONSTRAINT "order_presence_pk" PRIMARY KEY("user_id","tab_id")
);
--> statement-breakpoint
ALTER TABLE "order_presence" ADD CONSTRAINT "order_presence_user_id_portal_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."portal_users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_presence" ADD CONSTRAINT "order_presence_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "order_presence_order_idx" ON "order_presence" USING btree ("order_id");--> statement-breakpoint
CREATE INDEX "order_presence_expires_idx" ON "order_presence" USING btree ("expires_at");