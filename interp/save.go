package interp

import (
	"bytes"
	"errors"
	"fmt"
	"io"

	"github.com/stablehlo-go/stablehlo/ir"
)

// Save writes the program in the saved-program format (documented in
// package ir): the IR the program was compiled from, which ReadProgram
// compiles again without MLIR, in binaries built with CGO_ENABLED=0. The
// same program always gives the same bytes.
func (p *Program) Save(w io.Writer) error {
	if p.module == nil {
		return errors.New("saving program: it was not compiled from a module")
	}
	if err := ir.Write(w, p.module); err != nil {
		return fmt.Errorf("saving program: %w", err)
	}
	return nil
}

// IsSavedProgram reports whether data starts like a saved program.
func IsSavedProgram(data []byte) bool { return bytes.HasPrefix(data, []byte(ir.Magic)) }

// ReadProgram reads a saved program (Program.Save) and compiles it.
func ReadProgram(r io.Reader) (*Program, error) {
	return ReadProgramWithOptions(r, CompileOptions{})
}

// ReadProgramWithOptions is ReadProgram with compile options.
func ReadProgramWithOptions(r io.Reader, opts CompileOptions) (prog *Program, err error) {
	m, err := ir.Read(r)
	if err != nil {
		return nil, err
	}
	// A saved program did not go through MLIR's verifier: builders that
	// rely on verified operations must not take the process down.
	defer func() {
		if v := recover(); v != nil {
			prog, err = nil, fmt.Errorf("compiling saved program: invalid operation (%v)", v)
		}
	}()
	prog, err = CompileIR(m, opts)
	if err != nil {
		return nil, fmt.Errorf("compiling saved program: %w", err)
	}
	return prog, nil
}
