// Package ir is a Go-native representation of a StableHLO module: the
// functions of the module with their signatures, and the operations of their
// bodies with every attribute decoded to Go values. It holds no reference to
// MLIR and needs no cgo, so programs compiled from it (interp.CompileIR) can
// be built, saved (see the format in format.go) and run by binaries built
// with CGO_ENABLED=0.
//
// dialect/stablehlo.ImportModule builds a Module from a parsed MLIR module.
package ir

// Module is a module's functions, in the order the module defines them.
type Module struct {
	Funcs []*Func
}

// Func is one func.func.
type Func struct {
	// Name is the symbol name, without "@".
	Name string
	// Private is true for sym_visibility = "private".
	Private bool
	// Loc is the position ("file:line:col") of the function.
	Loc string
	// Params and Results are the signature.
	Params, Results []*Type
	// ParamNames and ResultNames are the names JAX and other producers
	// attach to arguments and results (a NameLoc on an argument, or the
	// jax.arg_info / jax.result_info attributes); an entry is empty when
	// there is none. Both are nil or as long as Params and Results.
	ParamNames, ResultNames []string
	// Body is the function's region, nil for a declaration.
	Body *Region
	// Values holds the type of every value of the function, indexed by the
	// value ids used by Block.Args, Op.Operands and Op.Results.
	Values []*Type
}

// Region is a list of blocks.
type Region struct {
	Blocks []*Block
}

// Block is a basic block: its arguments (value ids) and operations.
type Block struct {
	Args []int
	Ops  []*Op
}

// Op is one operation.
type Op struct {
	// Name is the operation name, e.g. "stablehlo.add".
	Name string
	// Loc is the operation's position ("file:line:col").
	Loc string
	// Operands and Results are value ids of the enclosing function.
	Operands, Results []int
	// Attrs are the operation's attributes, sorted by name.
	Attrs []NamedAttr
	// Regions are the nested regions.
	Regions []*Region
}

// NamedAttr is an attribute with its name.
type NamedAttr struct {
	Name string
	Attr *Attr
}

// Attribute returns the attribute called name, or nil when the operation
// has none (nil is a valid, null attribute).
func (o *Op) Attribute(name string) *Attr {
	for _, a := range o.Attrs {
		if a.Name == name {
			return a.Attr
		}
	}
	return nil
}

// Lookup returns the function called name, or nil.
func (m *Module) Lookup(name string) *Func {
	for _, f := range m.Funcs {
		if f.Name == name {
			return f
		}
	}
	return nil
}
