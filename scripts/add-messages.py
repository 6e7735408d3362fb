#!/usr/bin/env python3
"""Appends texts to a feature's two catalogues: `add-messages.py [feature]`, lines of
`id | English | German` on stdin. Without a feature, the shared catalogue (messages.*.ts)."""
import sys, json
feature = sys.argv[1] if len(sys.argv) > 1 else None
en_path = f'web/i18n/{feature}.en.ts' if feature else 'web/i18n/messages.en.ts'
de_path = f'web/i18n/{feature}.de.ts' if feature else 'web/i18n/messages.de.ts'
en, de = open(en_path).read(), open(de_path).read()
for line in sys.stdin:
    if not line.strip():
        continue
    key, english, german = [part.strip() for part in line.split('|')]
    en = en.replace('\n} as const;', f'\n  {json.dumps(key)}: {json.dumps(english, ensure_ascii=False)},\n}} as const;', 1)
    de = de.replace('\n};', f'\n  {json.dumps(key)}: {json.dumps(german, ensure_ascii=False)},\n}};', 1)
open(en_path, 'w').write(en)
open(de_path, 'w').write(de)
