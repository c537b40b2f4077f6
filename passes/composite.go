package passes

import (
	"errors"
	"fmt"
	"slices"

	"github.com/stablehlo-go/stablehlo/mlirc"
)

// compositeRule turns stablehlo.composite into a func.call of its
// decomposition, which by definition has the composite's semantics.
// Composites whose name is listed in except are left alone.
func compositeRule(except []string) rule {
	return rule{name: "stablehlo.composite", analyze: func(op mlirc.Operation) (lowering, error) {
		callee := op.Attribute("decomposition")
		if callee.IsNull() || !callee.IsSymbolRef() {
			return nil, errors.New("missing decomposition symbol")
		}
		if name := op.Attribute("name"); !name.IsNull() && name.IsString() && slices.Contains(except, name.Str()) {
			return nil, nil
		}
		return func(b *builder, op mlirc.Operation) []mlirc.Value {
			types := make([]mlirc.Type, op.NumResults())
			for i, r := range op.Results() {
				types[i] = r.Type()
			}
			call := b.create(mlirc.OperationSpec{
				Name: "func.call", Operands: op.Operands(), Results: types,
				Attributes: []mlirc.NamedAttribute{{Name: "callee", Value: callee}},
			})
			if call.IsNull() {
				return nil
			}
			return call.Results()
		}, nil
	}}
}

// compositePass is stablehlo-legalize-composite-to-call.
type compositePass struct {
	except []string
}

// SetOptions accepts except, a comma-separated list of composite names to
// keep.
func (p *compositePass) SetOptions(opts map[string]string) error {
	for k, v := range opts {
		if k != "except" {
			return fmt.Errorf("unknown option %q", k)
		}
		p.except = parseNameList(v)
	}
	return nil
}

// Run replaces the composites nested in op.
func (p *compositePass) Run(op mlirc.Operation) error {
	return LegalizeCompositeToCall(op, p.except...)
}

// LegalizeCompositeToCall replaces every stablehlo.composite nested in op,
// except those whose name is listed, with a func.call of its
// decomposition.
func LegalizeCompositeToCall(op mlirc.Operation, except ...string) error {
	return rewriteAll(op, "legalize", []rule{compositeRule(except)}, rewriteOptions{failOnUnsupported: true})
}
