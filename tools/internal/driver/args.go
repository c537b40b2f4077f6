package driver

import (
	"strings"

	"github.com/urfave/cli/v2"
)

// PermuteArgs moves positional arguments after the flags, so that commands
// accept flags anywhere on the line as mlir-opt does (the flag package stops
// at the first positional argument). Flags that take a value in the next
// argument are found in flags. args excludes the program name.
func PermuteArgs(args []string, flags []cli.Flag) []string {
	takesValue := map[string]bool{}
	for _, f := range flags {
		if _, isBool := f.(*cli.BoolFlag); isBool {
			continue
		}
		for _, n := range f.Names() {
			takesValue[n] = true
		}
	}
	var opts, positional []string
	for i := 0; i < len(args); i++ {
		a := args[i]
		if a == "--" {
			positional = append(positional, args[i+1:]...)
			break
		}
		if !strings.HasPrefix(a, "-") || a == "-" {
			positional = append(positional, a)
			continue
		}
		opts = append(opts, a)
		name := strings.TrimLeft(a, "-")
		if !strings.Contains(name, "=") && takesValue[name] && i+1 < len(args) {
			i++
			opts = append(opts, args[i])
		}
	}
	if len(positional) == 0 {
		return opts
	}
	return append(append(opts, "--"), positional...)
}
