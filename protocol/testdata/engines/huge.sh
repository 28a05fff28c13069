# Writes a line over 64 KiB on both outputs before each answer; plays F5.
long() { head -c 100000 /dev/zero | tr '\0' x; echo; }
while read -r cmd arg; do
	case "$cmd" in
	ping) long; long >&2; echo "pong $arg" ;;
	go) long; long >&2; echo "=== F5" ;;
	quit) exit 0 ;;
	esac
done
