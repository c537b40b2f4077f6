//go:build cgo

package stablehlo

/*
#include "StablehloGo.h"
*/
import "C"

import (
	"fmt"
	"sort"
	"strconv"
	"strings"

	"github.com/stablehlo-go/stablehlo/ir"
	"github.com/stablehlo-go/stablehlo/mlirc"
)

// ImportModule converts a module into the Go-native IR: every func.func
// with its signature, parameter and result names, and body, every attribute
// decoded once through MLIR's predicates and the dialects' typed getters.
// Other top-level operations (meshes, globals) are left out. The IR keeps no
// reference to MLIR: the module may be closed afterwards.
func ImportModule(m *mlirc.Module) (*ir.Module, error) {
	body, err := m.Body()
	if err != nil {
		return nil, fmt.Errorf("importing module: %w", err)
	}
	imp := &importer{types: map[uintptr]*ir.Type{}, attrs: map[uintptr]*ir.Attr{}}
	out := &ir.Module{}
	for _, o := range body.Operations() {
		if o.Name() != "func.func" {
			continue
		}
		f, err := imp.function(o)
		if err != nil {
			return nil, err
		}
		out.Funcs = append(out.Funcs, f)
	}
	return out, nil
}

// importer converts one module; MLIR uniques types and attributes, so each
// is converted once.
type importer struct {
	types map[uintptr]*ir.Type
	attrs map[uintptr]*ir.Attr
	// values numbers the values of the function being imported.
	values map[uintptr]int
	fn     *ir.Func
	err    error
}

func (imp *importer) function(o mlirc.Operation) (*ir.Func, error) {
	loc := o.Location().Position()
	f := &ir.Func{Name: o.Attribute("sym_name").Str(), Loc: loc}
	if v := o.Attribute("sym_visibility"); !v.IsNull() && v.IsString() && v.Str() == "private" {
		f.Private = true
	}
	ft := o.Attribute("function_type")
	if ft.IsNull() || !ft.IsTypeAttr() || !ft.TypeValue().IsFunction() {
		return nil, fmt.Errorf("%s: function @%s has no function type", loc, f.Name)
	}
	for _, t := range ft.TypeValue().Inputs() {
		f.Params = append(f.Params, imp.typ(t))
	}
	for _, t := range ft.TypeValue().Results() {
		f.Results = append(f.Results, imp.typ(t))
	}
	imp.fn, imp.values = f, map[uintptr]int{}
	if o.NumRegions() > 0 && !o.Region(0).FirstBlock().IsNull() {
		r, err := imp.region(o.Region(0))
		if err != nil {
			return nil, err
		}
		f.Body = r
	}
	f.ParamNames, f.ResultNames = SignatureNames(o)
	imp.fn, imp.values = nil, nil
	if imp.err != nil {
		return nil, fmt.Errorf("%s: function @%s: %w", loc, f.Name, imp.err)
	}
	return f, nil
}

// SignatureNames returns the names a func.func gives its parameters and
// results, one entry each ("" where there is none): a parameter's name is
// its jax.arg_info argument attribute, else the name location (loc("x")) of
// its entry block argument; a result's is its jax.result_info result
// attribute. Both are nil for an operation without a function type.
func SignatureNames(fn mlirc.Operation) (params, results []string) {
	ft := fn.Attribute("function_type")
	if ft.IsNull() || !ft.IsTypeAttr() || !ft.TypeValue().IsFunction() {
		return nil, nil
	}
	var entryArgs []mlirc.Value
	if fn.NumRegions() > 0 && !fn.Region(0).FirstBlock().IsNull() {
		entryArgs = fn.Region(0).FirstBlock().Arguments()
	}
	params = make([]string, len(ft.TypeValue().Inputs()))
	argAttrs := fn.Attribute("arg_attrs")
	for i := range params {
		params[i] = infoName(argAttrs, i, "jax.arg_info")
		if params[i] == "" && i < len(entryArgs) {
			params[i] = LocationName(entryArgs[i].Location())
		}
	}
	results = make([]string, len(ft.TypeValue().Results()))
	resAttrs := fn.Attribute("res_attrs")
	for i := range results {
		results[i] = infoName(resAttrs, i, "jax.result_info")
	}
	return params, results
}

// infoName returns the string entry key of the i-th dictionary of an
// arg_attrs or res_attrs array, or "".
func infoName(attrs mlirc.Attribute, i int, key string) string {
	if attrs.IsNull() || !attrs.IsArray() {
		return ""
	}
	elems := attrs.Elements()
	if i >= len(elems) || !elems[i].IsDictionary() {
		return ""
	}
	if v := elems[i].Lookup(key); !v.IsNull() && v.IsString() {
		return v.Str()
	}
	return ""
}

// LocationName returns the name of a name location, printed loc("x") or
// loc("x"(child)), or "" for other locations.
func LocationName(l mlirc.Location) string {
	if l.IsNull() {
		return ""
	}
	text := strings.TrimPrefix(l.String(), "loc(")
	if !strings.HasPrefix(text, `"`) {
		return ""
	}
	quoted, err := strconv.QuotedPrefix(text)
	if err != nil {
		return ""
	}
	name, err := strconv.Unquote(quoted)
	if err != nil {
		return ""
	}
	// A file location prints as loc("file":line:col): not a name.
	if rest := text[len(quoted):]; strings.HasPrefix(rest, ":") {
		return ""
	}
	return name
}

// define numbers a value of the current function.
func (imp *importer) define(v mlirc.Value) int {
	id := len(imp.fn.Values)
	imp.fn.Values = append(imp.fn.Values, imp.typ(v.Type()))
	imp.values[v.ID()] = id
	return id
}

func (imp *importer) region(r mlirc.Region) (*ir.Region, error) {
	out := &ir.Region{}
	for _, b := range r.Blocks() {
		blk := &ir.Block{}
		for _, a := range b.Arguments() {
			blk.Args = append(blk.Args, imp.define(a))
		}
		for _, o := range b.Operations() {
			op, err := imp.op(o)
			if err != nil {
				return nil, err
			}
			blk.Ops = append(blk.Ops, op)
		}
		out.Blocks = append(out.Blocks, blk)
	}
	return out, nil
}

func (imp *importer) op(o mlirc.Operation) (*ir.Op, error) {
	op := &ir.Op{Name: o.Name(), Loc: o.Location().Position()}
	for _, na := range o.Attributes() {
		a, err := imp.attr(na.Value)
		if err != nil {
			return nil, fmt.Errorf("%s: %s: attribute %s: %w", op.Loc, op.Name, na.Name, err)
		}
		op.Attrs = append(op.Attrs, ir.NamedAttr{Name: na.Name, Attr: a})
	}
	sort.SliceStable(op.Attrs, func(i, j int) bool { return op.Attrs[i].Name < op.Attrs[j].Name })
	for _, v := range o.Operands() {
		id, ok := imp.values[v.ID()]
		if !ok {
			// A value defined outside the function (or later, in another
			// block): the compiler reports it.
			id = -1
		}
		op.Operands = append(op.Operands, id)
	}
	for i := 0; i < o.NumRegions(); i++ {
		r, err := imp.region(o.Region(i))
		if err != nil {
			return nil, err
		}
		op.Regions = append(op.Regions, r)
	}
	for _, v := range o.Results() {
		op.Results = append(op.Results, imp.define(v))
	}
	return op, nil
}

// floatNames spells MLIR's builtin float types.
var floatNames = map[mlirc.FloatFormat]string{
	mlirc.FloatF4E2M1FN: "f4E2M1FN", mlirc.FloatF6E2M3FN: "f6E2M3FN", mlirc.FloatF6E3M2FN: "f6E3M2FN",
	mlirc.FloatF8E3M4: "f8E3M4", mlirc.FloatF8E4M3: "f8E4M3", mlirc.FloatF8E4M3FN: "f8E4M3FN",
	mlirc.FloatF8E4M3FNUZ: "f8E4M3FNUZ", mlirc.FloatF8E4M3B11FNUZ: "f8E4M3B11FNUZ",
	mlirc.FloatF8E5M2: "f8E5M2", mlirc.FloatF8E5M2FNUZ: "f8E5M2FNUZ", mlirc.FloatF8E8M0FNU: "f8E8M0FNU",
	mlirc.FloatBF16: "bf16", mlirc.FloatF16: "f16", mlirc.FloatTF32: "tf32", mlirc.FloatF32: "f32", mlirc.FloatF64: "f64",
}

// typ converts a type (nil for a null type).
func (imp *importer) typ(t mlirc.Type) *ir.Type {
	if t.IsNull() {
		return nil
	}
	key := uintptr(t.Ptr())
	if out, ok := imp.types[key]; ok {
		return out
	}
	out := &ir.Type{Text: t.String()}
	switch {
	case t.IsRankedTensor():
		out.Kind, out.Shape, out.Elem = ir.TypeRankedTensor, t.Shape(), imp.typ(t.ElementType())
	case t.IsUnrankedTensor():
		out.Kind, out.Elem = ir.TypeUnrankedTensor, imp.typ(t.ElementType())
	case t.IsTuple():
		out.Kind = ir.TypeTuple
		for _, e := range t.TupleTypes() {
			out.Elems = append(out.Elems, imp.typ(e))
		}
	case IsTokenType(t):
		out.Kind = ir.TypeToken
	case t.IsUniformQuantized() || t.IsUniformQuantizedPerAxis():
		out.Kind = ir.TypeQuantized
		q := &ir.Quant{
			StorageWidth:  t.QuantizedStorageWidth(),
			StorageSigned: t.QuantizedIsSigned(),
			StorageMin:    t.QuantizedStorageMin(),
			StorageMax:    t.QuantizedStorageMax(),
			Expressed:     imp.typ(t.QuantizedExpressedType()),
		}
		if t.IsUniformQuantizedPerAxis() {
			q.PerAxis, q.Dimension = true, t.PerAxisDimension()
			for i := 0; i < t.PerAxisNumScales(); i++ {
				q.Scales = append(q.Scales, t.PerAxisScale(i))
				q.ZeroPoints = append(q.ZeroPoints, t.PerAxisZeroPoint(i))
			}
		} else {
			q.Scales, q.ZeroPoints = []float64{t.UniformScale()}, []int64{t.UniformZeroPoint()}
		}
		out.Quant = q
	case t.IsQuantized():
		// Other quantized types: the interpreter reports them unsupported.
		out.Kind = ir.TypeQuantized
	case t.IsInteger():
		out.Kind, out.Width = ir.TypeInteger, t.IntegerWidth()
		switch {
		case t.IsUnsigned():
			out.Signedness = ir.Unsigned
		case t.IsSigned():
			out.Signedness = ir.Signed
		}
	case t.IsIndex():
		out.Kind = ir.TypeIndex
	case t.IsFloat():
		if name, ok := floatNames[t.FloatFormat()]; ok {
			out.Kind, out.Float = ir.TypeFloat, name
		}
	case t.IsComplex():
		out.Kind, out.Elem = ir.TypeComplex, imp.typ(t.ElementType())
	case t.IsFunction():
		out.Kind = ir.TypeFunction
		for _, e := range t.Inputs() {
			out.Elems = append(out.Elems, imp.typ(e))
		}
		for _, e := range t.Results() {
			out.Results = append(out.Results, imp.typ(e))
		}
	}
	imp.types[key] = out
	return out
}

// maxElementsText bounds the raw size of dense elements whose printed form
// the IR keeps; larger ones keep a summary.
const maxElementsText = 256

// attr converts an attribute (nil for a null attribute).
func (imp *importer) attr(a mlirc.Attribute) (*ir.Attr, error) {
	if a.IsNull() {
		return nil, nil
	}
	key := uintptr(a.Ptr())
	if out, ok := imp.attrs[key]; ok {
		return out, nil
	}
	out, err := imp.convert(a)
	if err != nil {
		return nil, err
	}
	imp.attrs[key] = out
	return out, nil
}

func (imp *importer) convert(a mlirc.Attribute) (*ir.Attr, error) {
	out := &ir.Attr{}
	switch {
	case a.IsDenseElements():
		out.Kind, out.Typ, out.Splat = ir.AttrDenseElements, imp.typ(a.Type()), a.IsSplat()
		if elem := a.Type().ElementType(); elem.IsInteger() || elem.IsFloat() || elem.IsComplex() || elem.IsIndex() {
			out.Data = a.RawData()
		}
		if len(out.Data) <= maxElementsText {
			out.Text = a.String()
		} else {
			out.Text = "dense<...> : " + out.Typ.Text
		}
		return out, nil
	case a.IsDenseResourceElements():
		out.Kind, out.Typ, out.StrVal = ir.AttrDenseResource, imp.typ(a.Type()), a.ResourceKey()
		out.Data, out.HasBlob = a.ResourceBlob()
		out.Text = "dense_resource<" + out.StrVal + "> : " + out.Typ.Text
		return out, nil
	}
	out.Text = a.String()
	switch {
	case a.IsUnit():
		out.Kind = ir.AttrUnit
	case a.IsBool():
		out.Kind, out.BoolVal = ir.AttrBool, a.Bool()
	case a.IsInteger():
		out.Kind, out.IntVal, out.Typ = ir.AttrInteger, a.Int(), imp.typ(a.Type())
	case a.IsFloat():
		out.Kind, out.FloatVal, out.Typ = ir.AttrFloat, a.Float(), imp.typ(a.Type())
	case a.IsString():
		out.Kind, out.StrVal = ir.AttrString, a.Str()
	case a.IsTypeAttr():
		out.Kind, out.Typ = ir.AttrType, imp.typ(a.TypeValue())
	case a.IsArray():
		out.Kind = ir.AttrArray
		for _, e := range a.Elements() {
			c, err := imp.attr(e)
			if err != nil {
				return nil, err
			}
			out.List = append(out.List, c)
		}
	case a.IsDictionary():
		out.Kind = ir.AttrDictionary
		for _, e := range a.Entries() {
			c, err := imp.attr(e.Value)
			if err != nil {
				return nil, err
			}
			out.Named = append(out.Named, ir.NamedAttr{Name: e.Name, Attr: c})
		}
	case a.IsSymbolRef():
		out.Kind, out.StrVal = ir.AttrSymbolRef, a.Symbol()
	case a.IsDenseI64Array():
		out.Kind, out.Ints = ir.AttrDenseI64Array, a.I64s()
	case a.IsDenseI32Array():
		out.Kind = ir.AttrDenseI32Array
		for _, v := range a.I32s() {
			out.Ints = append(out.Ints, int64(v))
		}
	case a.IsDenseBoolArray():
		out.Kind, out.BoolList = ir.AttrDenseBoolArray, a.Bools()
	default:
		dialect := a.DialectNamespace()
		if dialect == "builtin" || dialect == "" {
			break
		}
		mnemonic := attrMnemonic(a)
		var v C.int32_t
		if bool(C.stablehloGoEnumAttrGetInt(cAttr(a), &v)) {
			out.Kind, out.Dialect, out.Mnemonic, out.EnumVal = ir.AttrEnum, dialect, mnemonic, int32(v)
			break
		}
		s, ok, err := imp.importStructAttr(a, dialect, mnemonic)
		if err != nil {
			return nil, err
		}
		if ok {
			return s, nil
		}
	}
	return out, nil
}

// structAttr builds the IR of a struct-like attribute.
func (imp *importer) structAttr(a mlirc.Attribute, dialect, mnemonic string, params []ir.NamedAttr) *ir.Attr {
	return &ir.Attr{Kind: ir.AttrStruct, Text: a.String(), Dialect: dialect, Mnemonic: mnemonic, Named: params}
}

func paramI64s(v []int64) *ir.Attr {
	return &ir.Attr{Kind: ir.AttrDenseI64Array, Ints: v, Text: fmt.Sprintf("array<i64: %s>", joinInts(v))}
}

func paramI64(v int64) *ir.Attr {
	return &ir.Attr{Kind: ir.AttrInteger, IntVal: v, Text: strconv.FormatInt(v, 10) + " : i64"}
}

func paramBool(v bool) *ir.Attr {
	return &ir.Attr{Kind: ir.AttrBool, BoolVal: v, Text: strconv.FormatBool(v)}
}

func paramF64(v float64) *ir.Attr {
	return &ir.Attr{Kind: ir.AttrFloat, FloatVal: v, Text: strconv.FormatFloat(v, 'g', -1, 64) + " : f64"}
}

func (imp *importer) paramType(t mlirc.Type) *ir.Attr {
	tt := imp.typ(t)
	return &ir.Attr{Kind: ir.AttrType, Typ: tt, Text: tt.String()}
}

// paramAttr converts an attribute parameter, keeping the first error for
// the function being imported.
func (imp *importer) paramAttr(a mlirc.Attribute) *ir.Attr {
	out, err := imp.attr(a)
	if err != nil && imp.err == nil {
		imp.err = err
	}
	return out
}

func joinInts(v []int64) string {
	s := make([]string, len(v))
	for i, x := range v {
		s[i] = strconv.FormatInt(x, 10)
	}
	return strings.Join(s, ", ")
}

// ImportAttribute converts one attribute into the IR (nil for a null
// attribute).
func ImportAttribute(a mlirc.Attribute) (*ir.Attr, error) {
	imp := &importer{types: map[uintptr]*ir.Type{}, attrs: map[uintptr]*ir.Attr{}}
	out, err := imp.attr(a)
	if err == nil {
		err = imp.err
	}
	return out, err
}

// ImportType converts one type into the IR (nil for a null type).
func ImportType(t mlirc.Type) *ir.Type {
	imp := &importer{types: map[uintptr]*ir.Type{}, attrs: map[uintptr]*ir.Attr{}}
	return imp.typ(t)
}
