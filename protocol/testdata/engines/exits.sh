# Exits at once with status 0, saying nothing.
exit 0
