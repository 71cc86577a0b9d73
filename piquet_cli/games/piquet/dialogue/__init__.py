"""Piquet's walkthrough: one deal at the table, question by question (``walk.walk_deal``)."""
