# Answers every line with junk that ends in an escape code.
while read -r cmd arg; do
	printf 'blah \033[2J\n'
done
