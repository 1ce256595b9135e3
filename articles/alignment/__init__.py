"""Cross-article work over what the pipeline stored: pure functions, no database, no Django."""
