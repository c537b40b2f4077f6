//go:build cgo

package stablehlo

/*
#include <stdlib.h>
#include "StablehloGo.h"
*/
import "C"

import (
	"errors"
	"fmt"
	"unsafe"

	"github.com/stablehlo-go/stablehlo/mlirc"
)

func errNotArray(a mlirc.Attribute) error {
	if a.IsNull() {
		return errNullAttr
	}
	return fmt.Errorf("expected an array attribute, got %s", a)
}

func attrMnemonic(a mlirc.Attribute) string {
	return C.GoStringN(goStringRef(C.stablehloGoAnyAttrGetMnemonic(cAttr(a))))
}

func goStringRef(s C.MlirStringRef) (*C.char, C.int) { return s.data, C.int(s.length) }

func cAttr(a mlirc.Attribute) C.MlirAttribute { return C.MlirAttribute{ptr: a.Ptr()} }

func cType(t mlirc.Type) C.MlirType { return C.MlirType{ptr: t.Ptr()} }

// withContext calls f with the C context while ctx is held.
func withContext(ctx *mlirc.Context, f func(C.MlirContext)) error {
	return ctx.WithPtr(func(p unsafe.Pointer) { f(C.MlirContext{ptr: p}) })
}

// withStringRef passes s to f as an MlirStringRef backed by C memory.
func withStringRef(s string, f func(C.MlirStringRef)) {
	cs := C.CString(s)
	defer C.free(unsafe.Pointer(cs))
	f(C.MlirStringRef{data: cs, length: C.size_t(len(s))})
}

// decodeEnum reads the integer value of an enumeration attribute that is one
// of refs.
func decodeEnum(a mlirc.Attribute, what string, refs []enumAttrRef, valid func(int32) bool) (int32, error) {
	if a.IsNull() {
		return 0, fmt.Errorf("decoding %s: %w", what, errNullAttr)
	}
	dialect, mnemonic := a.DialectNamespace(), attrMnemonic(a)
	for _, r := range refs {
		if r.dialect != dialect || r.mnemonic != mnemonic {
			continue
		}
		var v C.int32_t
		if !bool(C.stablehloGoEnumAttrGetInt(cAttr(a), &v)) || !valid(int32(v)) {
			return 0, fmt.Errorf("decoding %s: unreadable enumeration %s", what, a)
		}
		return int32(v), nil
	}
	return 0, fmt.Errorf("decoding %s: unexpected attribute %s", what, a)
}

// decodeIntegerEnum reads an enumeration stored as a plain integer.
func decodeIntegerEnum(a mlirc.Attribute, what string, valid func(int32) bool) (int32, error) {
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

// enumAttr builds the enumeration attribute dialect.mnemonic with value v,
// or returns a null attribute.
func enumAttr(ctx *mlirc.Context, dialect, mnemonic string, v int32) mlirc.Attribute {
	var out C.MlirAttribute
	err := withContext(ctx, func(c C.MlirContext) {
		withStringRef(dialect, func(d C.MlirStringRef) {
			withStringRef(mnemonic, func(m C.MlirStringRef) {
				out = C.stablehloGoEnumAttrGetFromInt(c, d, m, C.int32_t(v))
			})
		})
	})
	if err != nil {
		return mlirc.Attribute{}
	}
	return mlirc.AttributeFromPtr(out.ptr)
}

// checkStructAttr fails unless a is the struct-like attribute
// dialect.mnemonic.
func checkStructAttr(a mlirc.Attribute, dialect, mnemonic string) error {
	if a.IsNull() {
		return fmt.Errorf("decoding #%s.%s: %w", dialect, mnemonic, errNullAttr)
	}
	if a.DialectNamespace() != dialect || attrMnemonic(a) != mnemonic {
		return fmt.Errorf("decoding #%s.%s: unexpected attribute %s", dialect, mnemonic, a)
	}
	return nil
}

// paramReader reads the parameters of a struct-like attribute by name and
// keeps the first error.
type paramReader struct {
	attr mlirc.Attribute
	what string
	err  error
}

func (r *paramReader) fail(param string, err error) {
	if r.err == nil {
		r.err = fmt.Errorf("decoding #%s parameter %s: %w", r.what, param, err)
	}
}

func (r *paramReader) missing(param string) {
	r.fail(param, errors.New("no such parameter"))
}

func (r *paramReader) i64s(param string) []int64 {
	var n C.intptr_t
	withStringRef(param, func(p C.MlirStringRef) {
		n = C.stablehloGoAttrGetI64Array(cAttr(r.attr), p, nil, 0)
	})
	if n < 0 {
		r.missing(param)
		return nil
	}
	if n == 0 {
		return nil
	}
	buf := (*C.int64_t)(C.malloc(C.size_t(n) * C.size_t(unsafe.Sizeof(C.int64_t(0)))))
	defer C.free(unsafe.Pointer(buf))
	withStringRef(param, func(p C.MlirStringRef) {
		C.stablehloGoAttrGetI64Array(cAttr(r.attr), p, buf, n)
	})
	vals := unsafe.Slice(buf, int(n))
	out := make([]int64, n)
	for i, v := range vals {
		out[i] = int64(v)
	}
	return out
}

func (r *paramReader) i64(param string) int64 {
	var v C.int64_t
	var ok C.bool
	withStringRef(param, func(p C.MlirStringRef) { ok = C.stablehloGoAttrGetI64(cAttr(r.attr), p, &v) })
	if !ok {
		r.missing(param)
	}
	return int64(v)
}

func (r *paramReader) boolean(param string) bool {
	var v, ok C.bool
	withStringRef(param, func(p C.MlirStringRef) { ok = C.stablehloGoAttrGetBool(cAttr(r.attr), p, &v) })
	if !ok {
		r.missing(param)
	}
	return bool(v)
}

func (r *paramReader) f64(param string) float64 {
	var v C.double
	var ok C.bool
	withStringRef(param, func(p C.MlirStringRef) { ok = C.stablehloGoAttrGetF64(cAttr(r.attr), p, &v) })
	if !ok {
		r.missing(param)
	}
	return float64(v)
}

func (r *paramReader) typ(param string) mlirc.Type {
	var t C.MlirType
	withStringRef(param, func(p C.MlirStringRef) { t = C.stablehloGoAttrGetType(cAttr(r.attr), p) })
	if t.ptr == nil {
		r.missing(param)
	}
	return mlirc.TypeFromPtr(t.ptr)
}

func (r *paramReader) attribute(param string) mlirc.Attribute {
	var a C.MlirAttribute
	withStringRef(param, func(p C.MlirStringRef) { a = C.stablehloGoAttrGetAttr(cAttr(r.attr), p) })
	if a.ptr == nil {
		r.missing(param)
	}
	return mlirc.AttributeFromPtr(a.ptr)
}

// paramWriter collects the parameters of a struct-like attribute in
// declaration order for stablehloGoStructAttrGet.
type paramWriter struct {
	params []C.StablehloGoAttrParam
	data   []int64
}

func (w *paramWriter) i64s(v []int64) {
	w.params = append(w.params, C.StablehloGoAttrParam{
		kind: C.StablehloGoParamI64Array, offset: C.intptr_t(len(w.data)), count: C.intptr_t(len(v))})
	w.data = append(w.data, v...)
}

func (w *paramWriter) i64(v int64) {
	w.params = append(w.params, C.StablehloGoAttrParam{kind: C.StablehloGoParamI64, i64: C.int64_t(v)})
}

func (w *paramWriter) boolean(v bool) {
	w.params = append(w.params, C.StablehloGoAttrParam{kind: C.StablehloGoParamBool, boolean: C.bool(v)})
}

func (w *paramWriter) f64(v float64) {
	w.params = append(w.params, C.StablehloGoAttrParam{kind: C.StablehloGoParamF64, f64: C.double(v)})
}

func (w *paramWriter) typ(t mlirc.Type) {
	w.params = append(w.params, C.StablehloGoAttrParam{kind: C.StablehloGoParamType, _type: cType(t)})
}

func (w *paramWriter) attribute(a mlirc.Attribute) {
	w.params = append(w.params, C.StablehloGoAttrParam{kind: C.StablehloGoParamAttr, attr: cAttr(a)})
}

// build calls the C constructor; it fails when a parameter is invalid (a
// null type or attribute, an unknown enumeration case).
func (w *paramWriter) build(ctx *mlirc.Context, dialect, mnemonic string) (mlirc.Attribute, error) {
	n := len(w.params)
	var params *C.StablehloGoAttrParam
	if n > 0 {
		params = (*C.StablehloGoAttrParam)(C.malloc(C.size_t(n) * C.size_t(unsafe.Sizeof(w.params[0]))))
		defer C.free(unsafe.Pointer(params))
		copy(unsafe.Slice(params, n), w.params)
	}
	var data *C.int64_t
	if len(w.data) > 0 {
		data = (*C.int64_t)(C.malloc(C.size_t(len(w.data)) * 8))
		defer C.free(unsafe.Pointer(data))
		for i, v := range w.data {
			unsafe.Slice(data, len(w.data))[i] = C.int64_t(v)
		}
	}
	var out C.MlirAttribute
	err := withContext(ctx, func(c C.MlirContext) {
		withStringRef(dialect, func(d C.MlirStringRef) {
			withStringRef(mnemonic, func(m C.MlirStringRef) {
				out = C.stablehloGoStructAttrGet(c, d, m, C.intptr_t(n), params, data)
			})
		})
	})
	if err != nil {
		return mlirc.Attribute{}, fmt.Errorf("building #%s.%s: %w", dialect, mnemonic, err)
	}
	if out.ptr == nil {
		return mlirc.Attribute{}, fmt.Errorf("building #%s.%s: invalid parameters", dialect, mnemonic)
	}
	return mlirc.AttributeFromPtr(out.ptr), nil
}

// Decoders of builtin attributes used by the op views.

func decodeI64s(a mlirc.Attribute) ([]int64, error) {
	if !a.IsDenseI64Array() {
		return nil, fmt.Errorf("expected array<i64: ...>, got %s", a)
	}
	return a.I64s(), nil
}

func decodeInt(a mlirc.Attribute) (int64, error) {
	if !a.IsInteger() {
		return 0, fmt.Errorf("expected an integer attribute, got %s", a)
	}
	return a.Int(), nil
}

func decodeBool(a mlirc.Attribute) (bool, error) {
	if !a.IsBool() {
		return false, fmt.Errorf("expected a bool attribute, got %s", a)
	}
	return a.Bool(), nil
}

func decodeUnit(a mlirc.Attribute) (bool, error) {
	if !a.IsUnit() {
		return false, fmt.Errorf("expected a unit attribute, got %s", a)
	}
	return true, nil
}

func decodeFloat(a mlirc.Attribute) (float64, error) {
	if !a.IsFloat() {
		return 0, fmt.Errorf("expected a float attribute, got %s", a)
	}
	return a.Float(), nil
}

func decodeString(a mlirc.Attribute) (string, error) {
	if !a.IsString() {
		return "", fmt.Errorf("expected a string attribute, got %s", a)
	}
	return a.Str(), nil
}

func missingAttr(op mlirc.Operation, name string) error {
	return fmt.Errorf("%s: missing attribute %s", op.Name(), name)
}

func attrError(op mlirc.Operation, name string, err error) error {
	return fmt.Errorf("%s: attribute %s: %w", op.Name(), name, err)
}

// operandGroup returns the operands of ODS operand group i of n, where group
// variadic (or -1 when none) may hold any number of operands and every other
// group exactly one.
func operandGroup(op mlirc.Operation, i, n, variadic int) []mlirc.Value {
	return group(op.Operands(), i, n, variadic)
}

// resultGroup is operandGroup for results.
func resultGroup(op mlirc.Operation, i, n, variadic int) []mlirc.Value {
	return group(op.Results(), i, n, variadic)
}

func group(vals []mlirc.Value, i, n, variadic int) []mlirc.Value {
	extra := len(vals) - n
	if variadic < 0 {
		extra = 0
	}
	start := i
	if variadic >= 0 && i > variadic {
		start += extra
	}
	size := 1
	if i == variadic {
		size = extra + 1
	}
	if start < 0 || size < 0 || start+size > len(vals) {
		return nil
	}
	return vals[start : start+size]
}

// segmentGroup returns ODS group i of an op whose group sizes are in the
// attribute segAttr (operandSegmentSizes or resultSegmentSizes).
func segmentGroup(op mlirc.Operation, segAttr string, i int) []mlirc.Value {
	sizes := op.Attribute(segAttr).I32s()
	vals := op.Operands()
	if segAttr == "resultSegmentSizes" {
		vals = op.Results()
	}
	if i >= len(sizes) {
		return nil
	}
	start := 0
	for _, s := range sizes[:i] {
		start += int(s)
	}
	end := start + int(sizes[i])
	if end > len(vals) {
		return nil
	}
	return vals[start:end]
}

// single returns the only value of a group, or a null value.
func single(vals []mlirc.Value) mlirc.Value {
	if len(vals) != 1 {
		return mlirc.Value{}
	}
	return vals[0]
}

// IsTokenType reports whether t is `!stablehlo.token`.
func IsTokenType(t mlirc.Type) bool {
	return !t.IsNull() && bool(C.stablehloGoTypeIsAToken(cType(t)))
}
