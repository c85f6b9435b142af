"""Your data: what the portal keeps about a person, shown, downloaded and erased, and the privacy
notice. It gathers from the features (threads, collections) and the connection, so it sits
above them in the house (docs/architecture.md)."""
