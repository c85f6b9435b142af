"""Document search, the document reader, cited Q&A and each user's Q&A history."""
