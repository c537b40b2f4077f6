package main

import (
	"fmt"

	"github.com/urfave/cli/v2"

	"github.com/stablehlo-go/stablehlo/dialect/stablehlo"
	"github.com/stablehlo-go/stablehlo/mlirc"
	"github.com/stablehlo-go/stablehlo/tools/internal/driver"
)

// translateArtifact runs --serialize (input text or artifact, output an
// artifact for --target) or --deserialize (input an artifact, output
// StableHLO text).
func translateArtifact(c *cli.Context, ctx *mlirc.Context, source []byte, fileName string) error {
	var result []byte
	if c.Bool("deserialize") {
		if !mlirc.IsBytecode(source) {
			return fmt.Errorf("%s: error: --deserialize reads a portable artifact (MLIR bytecode), and the input is not bytecode", fileName)
		}
		m, err := stablehlo.Deserialize(ctx, source)
		if err != nil {
			return fmt.Errorf("%s: error: %w", fileName, err)
		}
		defer m.Close()
		text, err := m.Print(mlirc.PrintOptions{})
		if err != nil {
			return fmt.Errorf("%s: error: printing the module: %w", fileName, err)
		}
		result = []byte(text)
	} else {
		m, err := stablehlo.ParseModuleOrArtifact(ctx, source, fileName)
		if err != nil {
			return err
		}
		defer m.Close()
		if err := m.Verify(); err != nil {
			return err
		}
		if result, err = stablehlo.SerializeWithOptions(m, c.String("target"),
			stablehlo.SerializeOptions{AllowOtherDialects: c.Bool("allow-other-dialects")}); err != nil {
			return fmt.Errorf("%s: error: %w", fileName, err)
		}
	}
	out, closeOut, err := driver.OpenOutput(c.String("o"))
	if err != nil {
		return err
	}
	if _, err := out.Write(result); err != nil {
		closeOut()
		return fmt.Errorf("writing %s: %w", c.String("o"), err)
	}
	return closeOut()
}
