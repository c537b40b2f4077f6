package driver

import (
	"bytes"
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
		return nil, "", Usagef("expected at most one input file, got %d", c.NArg())
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
		return nil, "", Usagef("cannot read input: %w", err)
	}
	return source, fileName, nil
}

// utf8BOM is the UTF-8 encoding of U+FEFF, the byte order mark.
var utf8BOM = []byte{0xEF, 0xBB, 0xBF}

// CheckSource rejects input that MLIR's parser would only call an
// "unexpected character": a leading UTF-8 byte order mark, which mlir-opt
// does not accept either.
func CheckSource(source []byte, fileName string) error {
	if bytes.HasPrefix(source, utf8BOM) {
		return fmt.Errorf("%s:1:1: error: the input starts with a UTF-8 byte order mark (bytes EF BB BF), which MLIR does not accept; save the file without it", fileName)
	}
	return nil
}

// IsEmpty reports whether source holds nothing but white space.
func IsEmpty(source []byte) bool { return len(bytes.TrimSpace(source)) == 0 }
