package interp

import (
	"fmt"
)

// interpreter.run_parallel runs a grid of functions: programs[r][p] is the
// function of process (r, p). Its operands are dealt to the processes in
// row-major grid order, each taking as many as its function has
// parameters, and its results are the processes' results in the same
// order. The functions named by `infeed`, called in order without
// arguments before the grid starts, fill the grid's infeed queue: each
// call's results are the payload of one stablehlo.infeed.
func init() {
	register("interpreter.run_parallel", buildRunParallel)
}

func buildRunParallel(c *OpContext) (Kernel, error) {
	pa := c.Attr("programs")
	if pa.IsNull() || !pa.IsArray() {
		return nil, c.Errorf("expected a programs attribute (an array of arrays of functions)")
	}
	var programs [][]string
	for _, row := range pa.Elements() {
		if !row.IsArray() {
			return nil, c.Errorf("programs must be an array of arrays of functions, got %s", pa)
		}
		var names []string
		for _, e := range row.Elements() {
			if !e.IsSymbolRef() {
				return nil, c.Errorf("programs must name functions, got %s", e)
			}
			names = append(names, e.Symbol())
		}
		programs = append(programs, names)
	}
	if len(programs) == 0 || len(programs[0]) == 0 {
		return nil, c.Errorf("programs is empty")
	}
	for i, row := range programs {
		if len(row) != len(programs[0]) {
			return nil, c.Errorf("programs row %d has %d functions, row 0 has %d", i, len(row), len(programs[0]))
		}
	}
	var infeed []string
	hasInfeed := false
	if ia := c.Attr("infeed"); !ia.IsNull() {
		hasInfeed = true
		for _, e := range ia.Elements() {
			if !e.IsSymbolRef() {
				return nil, c.Errorf("infeed must name functions, got %s", e)
			}
			infeed = append(infeed, e.Symbol())
		}
	}
	numResults := len(c.Results)
	prog := c.Program()
	return func(f *Frame, args []Value) ([]Value, error) {
		cfg := GridConfig{Programs: programs, Options: f.env.opts}
		cfg.Options.Context = f.env.ctx
		if hasInfeed {
			cfg.Options.Infeed = nil
			for _, name := range infeed {
				vals, err := f.env.Call(name, nil)
				if err != nil {
					return nil, fmt.Errorf("infeed function @%s: %w", name, err)
				}
				cfg.Options.Infeed = append(cfg.Options.Infeed, vals)
			}
		}
		rest := args
		for _, row := range programs {
			for _, name := range row {
				fn := prog.Function(name)
				if fn == nil {
					return nil, fmt.Errorf("no function @%s in the module", name)
				}
				n := len(fn.Params)
				if n > len(rest) {
					return nil, fmt.Errorf("%d operands are too few for the parameters of the grid's functions", len(args))
				}
				cfg.Args = append(cfg.Args, rest[:n:n])
				rest = rest[n:]
			}
		}
		if len(rest) != 0 {
			return nil, fmt.Errorf("%d operands are left over after the parameters of the grid's functions", len(rest))
		}
		res, err := prog.RunGrid(cfg)
		if err != nil {
			return nil, err
		}
		var out []Value
		for _, r := range res {
			out = append(out, r.Results...)
		}
		if len(out) != numResults {
			return nil, fmt.Errorf("the grid's functions return %d values, the operation has %d results", len(out), numResults)
		}
		return out, nil
	}, nil
}
