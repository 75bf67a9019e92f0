/** The report's only stylesheet, inline so the file stands alone. */
export const reportStyles = `
body { font: 15px/1.5 system-ui, 'Noto Sans Devanagari', sans-serif; color: #1b2330; margin: 0 auto; max-width: 1200px; padding: 24px; }
h1 { font-size: 24px; } h2 { font-size: 19px; margin-top: 32px; border-bottom: 1px solid #d5dbe3; } h3 { font-size: 16px; margin-bottom: 4px; }
code { font: 13px ui-monospace, monospace; background: #eef1f5; padding: 1px 4px; border-radius: 3px; overflow-wrap: anywhere; }
blockquote { margin: 4px 0 12px; padding: 6px 12px; border-left: 3px solid #b7c2d0; background: #f7f9fb; }
del { background: #fde2e1; color: #8a1c17; } ins { background: #dcf5e3; color: #14532d; text-decoration: none; font-weight: 600; }
table { border-collapse: collapse; margin: 8px 0; } th, td { border: 1px solid #d5dbe3; padding: 4px 8px; text-align: left; vertical-align: top; }
.muted { color: #5b6675; } .note { background: #fff6db; padding: 8px 12px; }
.shots { display: grid; grid-template-columns: 1fr 1fr; gap: 12px; align-items: start; margin-bottom: 24px; }
.shots { grid-template-columns: repeat(3, 1fr); }
.shots img { width: 100%; border: 1px solid #d5dbe3; } .shots figure { margin: 0; }
.share-image img { max-width: 600px; width: 100%; height: auto; border: 1px solid #d5dbe3; } .share-image { margin: 8px 0; }
.replaced-image { margin: 12px 0; } .replaced-image-pair { display: flex; align-items: center; gap: 12px; flex-wrap: wrap; } .replaced-image-pair img { width: 240px; max-width: 40vw; height: auto; border: 1px solid #d5dbe3; background: #fff; }
.page-links { font-size: 13px; white-space: nowrap; } details { margin: 4px 0 16px; } summary { cursor: pointer; color: #1d4ed8; }
`;
