// Package passes holds the project's passes written in Go and run by MLIR's
// pass manager: the legalization of the ops that are not in HLO, the
// batch-norm expansion, composite-to-call, and a few test passes that
// exercise the machinery.
package passes

import (
	"fmt"
	"sync"

	"github.com/stablehlo-go/stablehlo/dialect/stablehlo"
	"github.com/stablehlo-go/stablehlo/mlirc"
)

// definitions lists every Go pass of the project.
func definitions() []mlirc.PassDefinition {
	return append(productionPasses(), testPasses()...)
}

var registration struct {
	once sync.Once
	err  error
}

// RegisterAll registers every Go pass with MLIR's pass registry, and the
// C++ passes of portable artifacts (stablehlo-legalize-to-vhlo,
// vhlo-to-version, vhlo-legalize-to-stablehlo). It is safe to call more
// than once.
func RegisterAll() error {
	registration.once.Do(func() {
		stablehlo.RegisterVhloPasses()
		for _, name := range []string{"stablehlo-legalize-to-vhlo", "vhlo-to-version", "vhlo-legalize-to-stablehlo"} {
			if err := mlirc.ListRegisteredPass(name); err != nil {
				registration.err = fmt.Errorf("portable artifact passes: %w", err)
				return
			}
		}
		for _, d := range definitions() {
			if err := mlirc.RegisterPass(d); err != nil {
				registration.err = err
				return
			}
		}
	})
	return registration.err
}

// productionPasses lists the passes users run.
func productionPasses() []mlirc.PassDefinition {
	defs := []mlirc.PassDefinition{
		rewritePassDefinition("stablehlo-legalize-deprecated-ops",
			"Rewrite the deprecated ops that are not in HLO (dot, einsum, unary_einsum, broadcast, create_token, cross-replica-sum, torch_index_select) into specified StableHLO ops; others are diagnosed. Option fail-on-unsupported (default true): whether an op that cannot be rewritten fails the pass",
			"legalize", deprecatedRules),
		rewritePassDefinition("stablehlo-expand-batch-norm",
			"Expand batch_norm_inference, batch_norm_training and batch_norm_grad into elementwise ops, reductions and broadcasts. Option fail-on-unsupported (default true)",
			"expand", batchNormRules),
		rewritePassDefinition("stablehlo-legalize-quant-to-math",
			"Rewrite quantized programs into integer and float arithmetic: uniform_quantize and uniform_dequantize into convert, multiply, divide, add, clamp and round_nearest_even, ops defined through dequantize_op_quantize into their float form between the two, and quantized dot_general, dot and convolution into their i32 form and a requantization. Option fail-on-unsupported (default true)",
			"legalize", quantToMathRules),
		rewritePassDefinition("chlo-legalize-to-stablehlo", "Rewrite every CHLO op on static shapes into StableHLO: broadcasting ops into broadcast_in_dim and the StableHLO op, the special functions into their polynomial and rational approximations, top_k into sort and slice. Option fail-on-unsupported (default true)", "legalize", chloRules),
		rewritePassDefinition("chlo-pre-serialization-pipeline", "Lower as much as possible to StableHLO before serialization: the rewrites of chlo-legalize-to-stablehlo (programs here have static shapes, so there is no shape dialect to legalize). Option fail-on-unsupported (default true)", "legalize", chloRules),
		{
			Argument:    "stablehlo-legalize-composite-to-call",
			Description: "Replace each stablehlo.composite with a func.call of its decomposition. Option except: comma-separated composite names to keep",
			New:         func() mlirc.Pass { return &compositePass{} },
		},
	}
	defs = append(defs, refinePassDefinitions()...)
	for _, f := range finerLegalizations {
		defs = append(defs, rewritePassDefinition(f.argument, f.description, "legalize",
			func() []rule { return f.rules }))
	}
	return defs
}

// finerLegalizations are passes doing one part of
// stablehlo-legalize-deprecated-ops each. Their names stay short enough for
// the tools' pass-flag listing.
var finerLegalizations = []struct {
	argument, description string
	rules                 []rule
}{
	{"stablehlo-legalize-dot", "Rewrite stablehlo.dot into stablehlo.dot_general", []rule{dotRule}},
	{"stablehlo-legalize-einsum", "Rewrite stablehlo.einsum and stablehlo.unary_einsum into dot_general, reduce, transpose and reshape", []rule{einsumRule, unaryEinsumRule}},
	{"stablehlo-legalize-broadcast", "Rewrite stablehlo.broadcast into stablehlo.broadcast_in_dim", []rule{broadcastRule}},
	{"stablehlo-legalize-create-token", "Rewrite stablehlo.create_token into stablehlo.after_all", []rule{createTokenRule}},
	{"stablehlo-legalize-cross-replica", "Rewrite stablehlo.cross-replica-sum into stablehlo.all_reduce", []rule{crossReplicaSumRule}},
	{"stablehlo-legalize-index-select", "Rewrite stablehlo.torch_index_select into stablehlo.gather", []rule{torchIndexSelectRule}},
}

// rewritePassDefinition defines a pass applying rules to any operation it
// runs on, with option fail-on-unsupported (default true).
func rewritePassDefinition(argument, description, what string, rules func() []rule) mlirc.PassDefinition {
	return mlirc.PassDefinition{
		Argument:    argument,
		Description: description,
		New: func() mlirc.Pass {
			return &rewritePass{what: what, rules: rules(), opts: rewriteOptions{failOnUnsupported: true}}
		},
	}
}
