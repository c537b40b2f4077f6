package driver

import (
	"fmt"
	"io"
	"os"

	"github.com/urfave/cli/v2"
)

// ReadInput reads the single optional positional argument of a command (a
// file, or standard input when absent or "-") and returns its contents with
// the name diagnostics should use for it.
func ReadInput(c *cli.Context) (source []byte, fileName string, err error) {
	if c.NArg() > 1 {
		return nil, "", fmt.Errorf("%s: expected at most one input file, got %d", c.App.Name, c.NArg())
	}
	input := c.Args().First()
	if input == "" || input == "-" {
		source, err = io.ReadAll(os.Stdin)
		fileName = "<stdin>"
	} else {
		source, err = os.ReadFile(input)
		fileName = input
	}
	if err != nil {
		return nil, "", fmt.Errorf("%s: cannot read input: %w", c.App.Name, err)
	}
	return source, fileName, nil
}
