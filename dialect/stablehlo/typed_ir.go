package stablehlo

import (
	"errors"
	"fmt"

	"github.com/stablehlo-go/stablehlo/ir"
)

// Decoders over the Go-native IR (package ir). They mirror the decoders of
// MLIR attributes: ImportModule keeps enumerations as ir.AttrEnum and
// struct-like attributes as ir.AttrStruct with their parameters by name.

// decodeEnumIR reads the value of an enumeration attribute that is one of
// refs.
func decodeEnumIR(a *ir.Attr, what string, refs []enumAttrRef, valid func(int32) bool) (int32, error) {
	if a.IsNull() {
		return 0, fmt.Errorf("decoding %s: %w", what, errNullAttr)
	}
	for _, r := range refs {
		if !a.IsEnum(r.dialect, r.mnemonic) {
			continue
		}
		if !valid(a.EnumVal) {
			return 0, fmt.Errorf("decoding %s: %d is not a case", what, a.EnumVal)
		}
		return a.EnumVal, nil
	}
	return 0, fmt.Errorf("decoding %s: unexpected attribute %s", what, a)
}

// decodeIntegerEnumIR reads an enumeration stored as a plain integer.
func decodeIntegerEnumIR(a *ir.Attr, what string, valid func(int32) bool) (int32, error) {
	if a.IsNull() {
		return 0, fmt.Errorf("decoding %s: %w", what, errNullAttr)
	}
	if !a.IsInteger() {
		return 0, fmt.Errorf("decoding %s: expected an integer attribute, got %s", what, a)
	}
	v := a.Int()
	if v < -1<<31 || v >= 1<<31 || !valid(int32(v)) {
		return 0, fmt.Errorf("decoding %s: %d is not a case", what, v)
	}
	return int32(v), nil
}

// checkStructAttrIR fails unless a is the struct-like attribute
// dialect.mnemonic.
func checkStructAttrIR(a *ir.Attr, dialect, mnemonic string) error {
	if a.IsNull() {
		return fmt.Errorf("decoding #%s.%s: %w", dialect, mnemonic, errNullAttr)
	}
	if !a.IsStruct(dialect, mnemonic) {
		return fmt.Errorf("decoding #%s.%s: unexpected attribute %s", dialect, mnemonic, a)
	}
	return nil
}

// irParamReader reads the parameters of a struct-like attribute of the IR
// by name and keeps the first error.
type irParamReader struct {
	attr *ir.Attr
	what string
	err  error
}

func (r *irParamReader) fail(param string, err error) {
	if r.err == nil {
		r.err = fmt.Errorf("decoding #%s parameter %s: %w", r.what, param, err)
	}
}

// param returns the parameter called name when it has the kind k.
func (r *irParamReader) param(name string, k ir.AttrKind) *ir.Attr {
	p := r.attr.Lookup(name)
	switch {
	case p == nil:
		r.fail(name, errors.New("no such parameter"))
		return nil
	case p.Kind != k:
		r.fail(name, fmt.Errorf("unexpected value %s", p))
		return nil
	}
	return p
}

func (r *irParamReader) i64s(name string) []int64 {
	if p := r.param(name, ir.AttrDenseI64Array); p != nil && len(p.Ints) > 0 {
		return append([]int64(nil), p.Ints...)
	}
	return nil
}

func (r *irParamReader) i64(name string) int64 { return r.param(name, ir.AttrInteger).Int() }

func (r *irParamReader) boolean(name string) bool { return r.param(name, ir.AttrBool).Bool() }

func (r *irParamReader) f64(name string) float64 { return r.param(name, ir.AttrFloat).Float() }

func (r *irParamReader) attribute(name string) *ir.Attr {
	p := r.attr.Lookup(name)
	if p == nil {
		r.fail(name, errors.New("no such parameter"))
	}
	return p
}

// Decoders of builtin attributes used by the IR views.

func decodeI64sIR(a *ir.Attr) ([]int64, error) {
	if !a.IsDenseI64Array() {
		return nil, fmt.Errorf("expected array<i64: ...>, got %s", a)
	}
	return a.I64s(), nil
}

func decodeIntIR(a *ir.Attr) (int64, error) {
	if !a.IsInteger() {
		return 0, fmt.Errorf("expected an integer attribute, got %s", a)
	}
	return a.Int(), nil
}

func decodeBoolIR(a *ir.Attr) (bool, error) {
	if !a.IsBool() {
		return false, fmt.Errorf("expected a bool attribute, got %s", a)
	}
	return a.Bool(), nil
}

func decodeUnitIR(a *ir.Attr) (bool, error) {
	if !a.IsUnit() {
		return false, fmt.Errorf("expected a unit attribute, got %s", a)
	}
	return true, nil
}

func decodeFloatIR(a *ir.Attr) (float64, error) {
	if !a.IsFloat() {
		return 0, fmt.Errorf("expected a float attribute, got %s", a)
	}
	return a.Float(), nil
}

func decodeStringIR(a *ir.Attr) (string, error) {
	if !a.IsString() {
		return "", fmt.Errorf("expected a string attribute, got %s", a)
	}
	return a.Str(), nil
}

func missingAttrIR(op *ir.Op, name string) error {
	return fmt.Errorf("%s: missing attribute %s", op.Name, name)
}

func attrErrorIR(op *ir.Op, name string, err error) error {
	return fmt.Errorf("%s: attribute %s: %w", op.Name, name, err)
}
