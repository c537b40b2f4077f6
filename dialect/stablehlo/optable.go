package stablehlo

import (
	"errors"
	"sort"
)

// OpInfo describes one op as its ODS declares it.
type OpInfo struct {
	// Name is the full op name, e.g. "stablehlo.add".
	Name string
	// Dialect is the op's dialect namespace.
	Dialect string
	// Category is the ODS file of a stablehlo op ("elementwise",
	// "data_movement", ...) or the dialect name for other dialects.
	Category string
	// Summary is the op's one-line ODS summary.
	Summary string
	// Traits are the op's ODS traits and interfaces.
	Traits []string
	// Operands and Results are the op's ODS operands and results in order.
	Operands, Results []ValueInfo
	// Attributes are the op's ODS attributes in order.
	Attributes []AttrInfo
	// NumRegions is the number of regions the op declares.
	NumRegions int
	// Quantizable reports whether some operand's type constraint admits
	// quantized element types.
	Quantizable bool
}

// ValueInfo describes an ODS operand or result.
type ValueInfo struct {
	// Name is the ODS name ("" for unnamed results).
	Name string
	// Constraint names the ODS type constraint.
	Constraint string
	// Variadic and Optional tell a group of values from a single one.
	Variadic, Optional bool
}

// AttrInfo describes an ODS attribute of an op.
type AttrInfo struct {
	// Name is the attribute name.
	Name string
	// Constraint names the ODS attribute constraint.
	Constraint string
	// Optional reports whether the op may omit the attribute (optional,
	// default-valued or unit).
	Optional bool
}

// HasAttribute reports whether the op declares an attribute with this name.
func (o *OpInfo) HasAttribute(name string) bool {
	for _, a := range o.Attributes {
		if a.Name == name {
			return true
		}
	}
	return false
}

// LookupOp returns the description of the op with this full name.
func LookupOp(name string) (*OpInfo, bool) {
	i := sort.Search(len(opTable), func(i int) bool { return opTable[i].Name >= name })
	if i < len(opTable) && opTable[i].Name == name {
		return &opTable[i], true
	}
	return nil, false
}

// Ops returns the descriptions of every op, sorted by name.
func Ops() []*OpInfo {
	out := make([]*OpInfo, len(opTable))
	for i := range opTable {
		out[i] = &opTable[i]
	}
	return out
}

// errNullAttr is returned when decoding a null attribute.
var errNullAttr = errors.New("null attribute")

// enumAttrRef names a dialect's enumeration attribute.
type enumAttrRef struct{ dialect, mnemonic string }
