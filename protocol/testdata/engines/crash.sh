echo "out of cheese" >&2
exit 3
