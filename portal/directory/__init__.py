"""Look-ups of saints, popes, clergy and dioceses."""
