import type { LabelledMessage } from "@/lib/chat/examples/labelled-message";

/**
 * Second test set: visitor messages written in one sitting by a different author than the first test set,
 * before the chat was changed for them. Frozen: never tuned on, never edited to make the chat pass.
 */
export const SECOND_TEST_SET: LabelledMessage[] = [
  // ── urgent ──
  { message: "my son was picked up by police this morning at Kissy and they won't tell us why, he is still there", intent: "urgent" },
  { message: "polis don hol mi broda na Eastern police since yestade abeg una help", intent: "urgent" },
  { message: "URGENT my husband just got arrested at his shop in Congo Cross", intent: "urgent" },
  { message: "plz hlp my dad dey lock up na CID rite now dem nor wan gi am bail", intent: "urgent" },
  {
    message:
      "Good afternoon. I run a small provisions shop in Bo and for about two years I have had a quarrel with my neighbour about the drainage between our houses. We went to the chief twice and it was settled, then it started again when his son came back from Freetown. Last week he said he would deal with us. This morning the police came to the shop and took my wife away, and she is at Bo police station as I am typing this. What do I do?",
    intent: "urgent",
  },
  { message: "there are police officers outside my gate asking for me, they have some paper, what should i do", intent: "urgent" },
  { message: "my cousn ws arestd lst nite stil in custdy", intent: "urgent" },
  {
    message:
      "Dear Sir/Madam, I write on behalf of my brother, Mr. Alhaji Bangura, who was detained at the Central Police Station, Freetown, on Monday and remains in custody without charge. We require a lawyer to attend to him as a matter of urgency.",
    intent: "urgent",
  },
  { message: "they took my boy to Pademba Road on remand, 3 weeks now he is inside and nobody is telling us anything", intent: "urgent" },
  { message: "Abeg polis dem de na mi domot naw naw", intent: "urgent" },
  { message: "My sister is being held at Lumley police station. Also how much do you charge?", intent: "urgent" },
  { message: "is your office open saturday? my husband was arrested at the waterloo checkpoint today and they still have him", intent: "urgent" },
  { message: "mi pikin dem arest am for school palaver, e still de na station", intent: "urgent" },
  { message: "ARRESTED AT LUNGI AIRPORT MY FRIEND STILL HELD NEED LAWYER NOW", intent: "urgent" },
  {
    message:
      "Sorry to disturb, I'm not sure this is the right place to ask but my fiancé was taken by the police from our house in Wellington around 5am and they haven't let any of us see him",
    intent: "urgent",
  },
  { message: "CID invited my boss for questioning yesterday and they kept him overnight, he still hasn't come out", intent: "urgent" },
  { message: "my uncle is in a police cell in Makeni for 4 days with no charge, can they even do that?", intent: "urgent" },
  { message: "they carried my mother to the station over a debt and she is still there, she is 67 years old", intent: "urgent" },
  { message: "police jus came n tuk my bro, wat do i do", intent: "urgent" },
  { message: "Military police detained my brother in law at the junction in Goderich, he is still with them", intent: "urgent" },
  { message: "I am typing this from inside the police station, they have held me since morning. can a lawyer come?", intent: "urgent" },
  { message: "mi man dem don lock am since Friday na Kenema", intent: "urgent" },
  {
    message:
      "We have a family land at Waterloo that my late grandfather left. Another family has been claiming part of it for years and we have the survey plan and everything. They started building last month and my father went to stop them. This afternoon they came back with police and my father was arrested, he is now at Waterloo police station and they say he will sleep there",
    intent: "urgent",
  },
  { message: "how fast can a lawyer get to Kissy police station, my wife is detained there", intent: "urgent" },
  { message: "Polis kam tek mi granpa, e nor well, e de na cell", intent: "urgent" },
  { message: "one of my staff was arrested at the port this morning over a container, customs and the police are holding him", intent: "urgent" },
  { message: "pls my sistr hld by polce since 2days", intent: "urgent" },
  { message: "the police are inside my house right now searching and they say they will take me with them", intent: "urgent" },
  {
    message: "Hello, good morning. My son is 16 and the police picked him up with his friends last night in Aberdeen. He's still at the station. Please.",
    intent: "urgent",
  },
  { message: "detained at ross road police station need someone for bail now", intent: "urgent" },
  { message: "mi broda de na jail since last week, dem se dem go carry am court Monday", intent: "urgent" },
  {
    message:
      "I think my husband has been arrested. he called from a number I don't know and said he is at the police station in Bo and they took his phone, since then nothing",
    intent: "urgent",
  },

  // ── safety ──
  { message: "my husband is beating me right now i locked myself in the bathroom", intent: "safety" },
  { message: "mi man de bit mi every nite, a fraid for mi life", intent: "safety" },
  { message: "he said if I take him to court for the children he will kill me, he keeps a cutlass under the bed", intent: "safety" },
  { message: "someone has been following me home every day and he threatened to hurt my daughter", intent: "safety" },
  { message: "I was raped by my landlord's son last week and I don't know who to tell", intent: "safety" },
  {
    message:
      "I have been married for 8 years and we have two children. At first he was a good man but since he lost his job at the mining company he drinks every day and shouts at us. Yesterday he pushed me down the steps and today he told me he will finish me when he comes back tonight. I don't have anywhere to go",
    intent: "safety",
  },
  { message: "pls help my neighbour is beating his wife badly now, she is screaming", intent: "safety" },
  { message: "my uncle touches my little sister at night, she is 11", intent: "safety" },
  { message: "Dem de tret mi se dem go bon mi os if a nor lef di lan", intent: "safety" },
  { message: "I AM SCARED HE HAS A GUN AND SAID HE WILL SHOOT ME", intent: "safety" },
  { message: "my stepfather hits me and my mum, im 15, can anybody help", intent: "safety" },
  { message: "i m nt safe at home he chokd me lst nite", intent: "safety" },
  { message: "Abeg mi sista in man de bit am, e don wound am na ed, e nor wan mek e go", intent: "safety" },
  { message: "The man I owe money came with some boys and said they will break my legs if I don't pay by Friday", intent: "safety" },
  { message: "my boss forced himself on me in the office and says he will sack me if I tell anyone", intent: "safety" },
  {
    message:
      "I ran away from my husband's house with my children because he beats us. We are hiding at my friend's place in Kenema and he is going round looking for us",
    intent: "safety",
  },
  { message: "my ex keeps sending messages that he will throw acid on my face", intent: "safety" },
  { message: "Is it normal that my husband slaps me when the food is late? he did it again today and I'm bleeding", intent: "safety" },
  { message: "mi papa de bit mi mama wit stik now now", intent: "safety" },
  { message: "people in the area say my son is a thief and they are gathering outside with sticks to beat him", intent: "safety" },

  // ── off-topic ──
  { message: "where can I buy court shoes in Freetown, black, size 39", intent: "off-topic" },
  { message: "roughly what does a plot cost out at Tombo nowadays? just curious", intent: "off-topic" },
  { message: "write me a short poem about a lawyer who loves jollof rice", intent: "off-topic" },
  { message: "that judge on the TV show with the small claims, is she still on air?", intent: "off-topic" },
  { message: "how much to send a parcel by DHL from Freetown to London", intent: "off-topic" },
  { message: "price of a 2015 Toyota RAV4 in Freetown", intent: "off-topic" },
  { message: "give me 5 business ideas I can start with 10 million leones", intent: "off-topic" },
  { message: "which network has the best contract phone plan, Orange or Africell?", intent: "off-topic" },
  { message: "my grandma's family recipe for cassava leaf, how long should it cook", intent: "off-topic" },
  { message: "is criminal minds on netflix? which season is the best", intent: "off-topic" },
  { message: "write a speech for my sister's wedding on Saturday, something funny", intent: "off-topic" },
  { message: "is the tv series Suits realistic? do lawyers really talk like Harvey", intent: "off-topic" },
  { message: "weather in freetown tomorrow, will it rain?", intent: "off-topic" },
  { message: "who won Leone Stars vs Nigeria yesterday", intent: "off-topic" },
  { message: "tell me a joke", intent: "off-topic" },
  { message: "can u fix my laptop it wont turn on", intent: "off-topic" },
  { message: "wetin na di price of bag of rice now for Freetown", intent: "off-topic" },
  { message: "best beaches near freetown for the weekend", intent: "off-topic" },
  { message: "how do I get back into my WhatsApp, it says my number is banned", intent: "off-topic" },
  { message: "essay on the importance of education 300 words", intent: "off-topic" },
  { message: "what time does the ferry to Lungi leave in the morning", intent: "off-topic" },
  { message: "recipe for groundnut soup pls", intent: "off-topic" },
  { message: "Write a rap about a police chase through Kissy Road", intent: "off-topic" },
  { message: "where to buy a used 20ft container to use as a shop in Kissy, how much?", intent: "off-topic" },
  { message: "ideas for a school drama where a magistrate settles a fight between two goats", intent: "off-topic" },
  { message: "how many calories in a plate of fufu", intent: "off-topic" },
  { message: "what's the name of that 90s film where the lawyer defends a man accused of killing the priest", intent: "off-topic" },
  { message: "who is the richest man in Africa", intent: "off-topic" },
  { message: "ow fo mek ginger beer", intent: "off-topic" },
  { message: "CAN YOU RECOMMEND A GOOD HOTEL IN BO", intent: "off-topic" },
  { message: "dollar to leones rate today", intent: "off-topic" },
  { message: "I want a logo for my business, what colours look professional?", intent: "off-topic" },

  // ── legal-question ──
  { message: "can my husband take the children to Guinea without my permission?", intent: "legal-question" },
  { message: "is it legal for my landlord to throw my things outside without any notice?", intent: "legal-question" },
  { message: "how many years do you get for stealing a phone in sierra leone", intent: "legal-question" },
  { message: "if my father died without a will, do his children from his second wife also inherit the house?", intent: "legal-question" },
  { message: "my boss hasn't paid me for 3 months, if I sue him will I win?", intent: "legal-question" },
  { message: "generally, how long can the police keep a suspect before they must charge him or take him to court?", intent: "legal-question" },
  { message: "Abeg if man nor pay rent for 6 months, a fit trowe am comot by misef?", intent: "legal-question" },
  { message: "wetin di court go gi mi for maintenance if a get 3 pikin", intent: "legal-question" },
  { message: "Should I sign a contract that says I cannot work for any other company for 5 years after I leave?", intent: "legal-question" },
  { message: "Is a marriage done only in church valid if it was never registered?", intent: "legal-question" },
  {
    message:
      "do I have a case? a poda poda hit my car at Up Gun roundabout, the driver ran away but I got the number plate and the owner says it's not his problem",
    intent: "legal-question",
  },
  { message: "can a customary law wife claim property when her husband dies", intent: "legal-question" },
  { message: "is a verbal agreement binding in sierra leone or does it have to be written", intent: "legal-question" },
  { message: "if I buy land from one member of a family, can the other family members take it back later?", intent: "legal-question" },
  {
    message:
      "Last year I paid a man 25 million leones for a plot at Grafton. He showed me a survey plan and we signed in front of witnesses. Now I find out the plan was for a different plot and he has gone to Guinea. His brother says the money was not paid to the family so the sale means nothing. So my question is, is that sale valid or can I get my money back?",
    intent: "legal-question",
  },
  { message: "wats d fine 4 drivn wthout licens", intent: "legal-question" },
  { message: "can my employer sack me because I am pregnant?", intent: "legal-question" },
  { message: "Is it true that if you stay on a land for 12 years it becomes yours?", intent: "legal-question" },
  { message: "cn a foreigner own land in freetown", intent: "legal-question" },
  { message: "if customs seize my goods at the quay, do they have to give me the reason in writing?", intent: "legal-question" },
  { message: "Is an arbitration award final or can the other side still go to court after?", intent: "legal-question" },
  { message: "who gets the house after divorce if it is in the husband name but i paid half of it", intent: "legal-question" },
  { message: "is it against the law to post about someone on facebook if what I say is true?", intent: "legal-question" },
  {
    message: "Dear Sir, kindly advise whether a company director can be held personally liable for the company's unpaid bank loans.",
    intent: "legal-question",
  },
  { message: "my tenant damaged the house, am I allowed to keep his deposit?", intent: "legal-question" },

  // ── area:family ──
  { message: "divorce", intent: "area:family" },
  { message: "I need help getting custody of my two boys", intent: "area:family" },
  { message: "mi man don lef mi wit tri pikin, e nor de gi wi notin for it, a wan help", intent: "area:family" },
  {
    message:
      "We got married at the registry in 2014 and have lived in Hill Station since. Three years ago he started travelling to Bo every weekend and I later found out he has married another woman there under customary law and has a child with her. He doesn't deny it. He wants me to accept it and I don't. I have made up my mind to end the marriage. Can your lawyers handle the divorce?",
    intent: "area:family",
  },
  { message: "hw do i strt adoptn of my late sistr child, pls hlp", intent: "area:family" },
  { message: "need lawer 4 custdy of my dotter", intent: "area:family" },
  {
    message:
      "Dear Sir/Madam, I write to enquire whether your firm handles inheritance matters. My late father left property in Bo and in Freetown, and there are disagreements among his children from two marriages about how it should be shared. I should be grateful for your assistance.",
    intent: "area:family",
  },
  { message: "we did the traditional marriage last year and now we want it registered properly, can you assist?", intent: "area:family" },
  { message: "my baby father refuses to pay school fees for our son", intent: "area:family" },
  { message: "my in-laws took my late husband's car, money and papers and say as his widow I get nothing. I need a family lawyer", intent: "area:family" },
  { message: "DIVORCE LAWYER NEEDED ASAP", intent: "area:family" },
  { message: "I was wondering whether you also deal with letters of administration for my grandmother's estate", intent: "area:family" },
  { message: "mi ex wan tek mi pikin go abroad, a nor gree", intent: "area:family" },
  { message: "we are adopting a child from a children's home in Makeni and need help with the papers", intent: "area:family" },
  { message: "my wife and I have been separated for 2 years and we want to end the marriage properly", intent: "area:family" },
  { message: "chld spprt", intent: "area:family" },

  // ── area:business ──
  { message: "Abeg mi an mi padi wan register wi company, wetin wi fo do? una go ep wi?", intent: "area:business" },
  { message: "company registration", intent: "area:business" },
  { message: "I want to register a company with my partner from Ghana at the Corporate Affairs Commission, can you help with it?", intent: "area:business" },
  { message: "a wan open mi own biznes, a nid lisens, una de ep wit dat?", intent: "area:business" },
  {
    message:
      "I started selling phone accessories at Kissy Road in 2016 from a table. Today we have three shops and eleven workers and my cousin in the US wants to put money in. Everything is still in my own name and my accountant says I should turn it into a limited company before taking any investor money, with proper shares and directors. I don't know where to begin, is this something your firm does?",
    intent: "area:business",
  },
  { message: "our bank is giving the company a loan and we need a lawyer to look over the facility and security documents", intent: "area:business" },
  { message: "my partner and I want to split up the partnership and share out the business fairly", intent: "area:business" },
  { message: "business licence renewal at Freetown City Council, pls assist", intent: "area:business" },
  {
    message:
      "Dear Sir/Madam, We are a mining services company incorporated in Ghana and intend to establish a subsidiary in Sierra Leone. We require advice on incorporation, local shareholding and regulatory compliance. Kindly indicate whether your firm can assist.",
    intent: "area:business",
  },
  { message: "nid 2 regstr bizness nam 4 ma salon", intent: "area:business" },
  { message: "our board needs advice on corporate governance, the directors keep fighting over who signs cheques", intent: "area:business" },
  { message: "a foreign investor wants to buy 40% of shares in my company, need legal help on the deal", intent: "area:business" },
  { message: "how do I change the directors on my company registration", intent: "area:business" },
  { message: "starting a microfinance and need help with the licence from Bank of Sierra Leone", intent: "area:business" },
  { message: "BUSINESS LAW", intent: "area:business" },
  { message: "we need a firm on retainer for our company's banking and finance matters", intent: "area:business" },

  // ── area:shipping ──
  {
    message:
      "Good day. I am a trader at Dove Cot and I bought generators from Dubai, paid the shipping company in full and they gave me the tracking. The vessel called at Freetown two months ago but my container was not discharged, they now say it went on to Monrovia by mistake and I must pay again to bring it back. They are not answering my emails anymore. Can una help mi get mi container?",
    intent: "area:shipping",
  },
  { message: "my container has been stuck at Queen Elizabeth II Quay for 3 weeks, customs won't release it", intent: "area:shipping" },
  { message: "cargo got damaged on the way from China and the shipping line refuses to pay", intent: "area:shipping" },
  { message: "mi goods dem de na port, dem de ask mi for pay plenty demurrage, a nid lawyer", intent: "area:shipping" },
  { message: "maritime lawyer", intent: "area:shipping" },
  { message: "our fishing vessel was seized by the navy near Tombo, the owner needs legal representation", intent: "area:shipping" },
  { message: "the freight forwarder lost my whole shipment of car parts from Antwerp", intent: "area:shipping" },
  {
    message:
      "Dear Sir/Madam, We act for a shipowner whose vessel discharged cargo at Freetown in March. The charterer has failed to pay the balance of freight and demurrage. We seek local counsel to pursue the claim and, if necessary, arrest cargo or assets in Sierra Leone.",
    intent: "area:shipping",
  },
  { message: "contanr clearng problm at quay, hlp", intent: "area:shipping" },
  { message: "Do you deal with customs duty disputes on imported goods?", intent: "area:shipping" },
  { message: "the ship arrived but half of my bags of rice were missing from the container", intent: "area:shipping" },
  {
    message:
      "I import second hand clothes from the UK, about four containers a year. On the last one the agent in London put the bill of lading in the name of his own company and not mine. Now the container is at the port and the shipping line says only the consignee on the bill can collect it, and the agent is not picking my calls. The bales are going bad in the heat. What can be done?",
    intent: "area:shipping",
  },
  { message: "ship arrest", intent: "area:shipping" },
  { message: "i wan register mi boat for carry goods go Conakry", intent: "area:shipping" },
  { message: "port authority fined my truck and they are holding my container until I pay", intent: "area:shipping" },
  { message: "SHIPPING LAWYER FOR CARGO CLAIM", intent: "area:shipping" },

  // ── area:land ──
  { message: "land dispute", intent: "area:land" },
  { message: "someone is building on my plot at Waterloo and I have the conveyance", intent: "area:land" },
  { message: "mi granpa lan na Goderich, mi uncle dem wan sel am, wi nor gree", intent: "area:land" },
  { message: "my landlord wants to evict me without notice even though I paid rent till December, can you help me", intent: "area:land" },
  { message: "ned hlp wit titl deed 4 my lnd in lumly", intent: "area:land" },
  {
    message:
      "Dear Sir/Madam, I am a Sierra Leonean resident in the United Kingdom and wish to purchase a property in Freetown. I would like your firm to carry out the searches at the Ministry of Lands and handle the conveyancing on my behalf.",
    intent: "area:land",
  },
  { message: "boundary problem with my neighbour, he moved the pillars at night", intent: "area:land" },
  {
    message:
      "My father was one of nine children and their father left a big family land near Kenema town. Nobody ever divided it, everybody just farmed where they wanted. Now my uncles' children are selling parts of it to strangers without asking the rest of us, and one of the buyers has put up a fence on the part where my father's house is. The elders have met twice and nothing changed. I want to protect our share of the land",
    intent: "area:land",
  },
  { message: "i want to sell my house at Kissy, need lawyer for the papers", intent: "area:land" },
  { message: "my tenant has not paid rent for 8 months and refuses to leave the house", intent: "area:land" },
  { message: "lost the original deed of conveyance and survey plan for my land, need to replace them", intent: "area:land" },
  { message: "wetin a go do, dem sel mi lan to two people", intent: "area:land" },
  { message: "LAND CASE", intent: "area:land" },
  { message: "buying land in Bo, want somebody to check the title is clean first", intent: "area:land" },
  { message: "the ministry of lands now says my land at Regent is state land", intent: "area:land" },
  { message: "we want to lease chiefdom land in Port Loko for a farm and need help with the lease", intent: "area:land" },

  // ── area:arbitration ──
  { message: "mediation", intent: "area:arbitration" },
  { message: "we'd rather settle the dispute with our supplier without going to court", intent: "area:arbitration" },
  { message: "need a neutral mediator between me and the company that built our warehouse", intent: "area:arbitration" },
  { message: "our contract has an arbitration clause and the other side has started arbitration, we need representation", intent: "area:arbitration" },
  { message: "wi nor wan go kot, wi wan settle di palava peaceful wit di company", intent: "area:arbitration" },
  {
    message:
      "Dear Sir/Madam, Our construction company is in a dispute with a client over payment for works completed in Makeni. Both parties have agreed in principle to mediation rather than litigation. Kindly let us know whether your firm can provide a mediator or assist us in the process.",
    intent: "area:arbitration",
  },
  { message: "ADR", intent: "area:arbitration" },
  { message: "help with an out of court settlement", intent: "area:arbitration" },
  { message: "hw 2 strt arbitrashun", intent: "area:arbitration" },
  {
    message:
      "My brother and I run a transport business together, four trucks between Freetown and Kenema. Since our mother died we argue about everything, the money, the drivers, who repairs what. We don't want to take each other to court because of the family, but we can't talk anymore without shouting. We want someone neutral to sit with us and help us agree",
    intent: "area:arbitration",
  },
  { message: "commercial dispute with a Chinese contractor, we want arbitration not court", intent: "area:arbitration" },
  { message: "the other party is insisting on ICC arbitration in London, can you represent us there?", intent: "area:arbitration" },
  { message: "MEDIATOR NEEDED", intent: "area:arbitration" },
  { message: "do una do mediation for business people wey get palava?", intent: "area:arbitration" },

  // ── area:contract ──
  { message: "Mi oga nor pay mi for di work a do for am na Wellington, wi bin sign paper se e go pay 15 million", intent: "area:contract" },
  { message: "unfair dismissal", intent: "area:contract" },
  { message: "my employer hasn't paid my salary for 4 months", intent: "area:contract" },
  { message: "di company sak mi nor gi mi notin, nor NASSIT, nor end-of-service benefit", intent: "area:contract" },
  { message: "need a lawyer to draft a supply contract with a hotel", intent: "area:contract" },
  { message: "a customer took goods worth 40 million leones on credit and refuses to pay as we agreed", intent: "area:contract" },
  { message: "i ws sackd wtout notis aftr 6 yrs", intent: "area:contract" },
  {
    message:
      "Dear Sir/Madam, I have been offered employment by an international NGO in Freetown and would be grateful if your firm could review the employment contract before I sign, in particular the termination and benefits clauses.",
    intent: "area:contract",
  },
  {
    message:
      "I worked as a security guard for a private company for five years. They moved me from Aberdeen to a site in Lunsar and when I said I can't because of my children they said I have abandoned the job. They haven't paid my last two months or my leave. My supervisor says there is nothing I can do because I signed the paper. I need someone to help me get my money",
    intent: "area:contract",
  },
  { message: "breach of contract", intent: "area:contract" },
  { message: "they changed my contract terms without asking me", intent: "area:contract" },
  { message: "we have a distribution agreement with a company in Guinea and need it reviewed", intent: "area:contract" },
  { message: "i want 2 sue my formr employr", intent: "area:contract" },
  { message: "the builder took my money and didn't finish the job like our agreement said", intent: "area:contract" },
  { message: "EMPLOYMENT LAWYER", intent: "area:contract" },
  { message: "di company owe mi tri mont salary plus leave allowance", intent: "area:contract" },

  // ── area:criminal ──
  {
    message:
      "i sell phones at Lumley market and 3 weeks ago i bought a used iphone from a guy. turns out it was stolen and the owner found it with my customer. police questioned me and let me go but now the owner says he will make sure i go to court for receiving stolen goods. i have the receipt the guy wrote. need a lawyer for this pls",
    intent: "area:criminal",
  },
  { message: "criminal defence lawyer", intent: "area:criminal" },
  { message: "I got a summons to appear at the magistrate court next week", intent: "area:criminal" },
  { message: "my brother got bail last month and the case is still going on, we need a lawyer to defend him", intent: "area:criminal" },
  { message: "dem de akyus mi se a tif moni na mi wok, polis kol mi se a fo kam tumara", intent: "area:criminal" },
  { message: "I was charged with fraud and the case is at the High Court", intent: "area:criminal" },
  { message: "soldiers at the checkpoint beat my cousin and took his money last month, we want to report a human rights violation", intent: "area:criminal" },
  { message: "acusd of assalt, nd lawyr", intent: "area:criminal" },
  {
    message:
      "Last month there was a fight at a bar in Lumley and a man was badly injured. I was there but I didn't touch anybody, I was trying to separate them. The police took my statement and let me go home the same night. Now I hear the man's family is saying I was the one who hit him and the police have sent word that I should report to them on Monday. I need someone to defend me",
    intent: "area:criminal",
  },
  {
    message:
      "Dear Sir, I have received a letter from the Anti-Corruption Commission inviting me for an interview in connection with procurement at my former ministry. I wish to be accompanied by counsel.",
    intent: "area:criminal",
  },
  { message: "my son was released from the police station yesterday but they said he will be charged", intent: "area:criminal" },
  { message: "someone is accusing me of stealing their phone and says they will report me to the police", intent: "area:criminal" },
  { message: "CRIMINAL CASE", intent: "area:criminal" },
  { message: "need lawyer for drug charge, court date in Kenema next month", intent: "area:criminal" },
  { message: "police bail conditions say I must report every week, I need help with my case", intent: "area:criminal" },
  { message: "cybercrime charge for something I posted", intent: "area:criminal" },

  // ── booking ──
  { message: "I'd like to book an appointment", intent: "booking" },
  { message: "can I come in tomorrow to see one of the lawyers", intent: "booking" },
  { message: "Abeg a wan mit lawyer Tuesday", intent: "booking" },
  { message: "consultation next week pls", intent: "booking" },
  { message: "Dear Sir/Madam, I would like to schedule a consultation with one of your counsel at your earliest convenience.", intent: "booking" },
  { message: "hw do i bk apntmnt", intent: "booking" },
  { message: "is there a free slot Thursday afternoon to sit with someone?", intent: "booking" },
  { message: "i want to see a lawyer about my divorce on Monday", intent: "booking", also: ["area:family"] },
  { message: "BOOK APPOINTMENT", intent: "booking" },
  { message: "I was wondering if it would be possible to meet one of your lawyers this Friday morning", intent: "booking" },
  { message: "I'm travelling down from Makeni, can I talk to a lawyer face to face this week?", intent: "booking" },
  { message: "schedule a meeting", intent: "booking" },
  { message: "a wan kam si una lawyer dem wenzde", intent: "booking" },
  { message: "Can I get a consultation on Wednesday about a land problem at Waterloo?", intent: "booking", also: ["area:land"] },
  { message: "Please reserve a time for me with a lawyer", intent: "booking" },
  { message: "meet lawyer 2moro 10am?", intent: "booking" },
  { message: "I live in the UK, can I have a consultation with a lawyer by video call next week?", intent: "booking" },
  { message: "I want to come in person to discuss my matter, when is the next appointment I can get?", intent: "booking" },

  // ── hours ──
  { message: "what time do you open", intent: "hours" },
  { message: "are you open on saturday", intent: "hours" },
  { message: "una open tide?", intent: "hours" },
  { message: "wen u close 2day", intent: "hours" },
  { message: "opening hours", intent: "hours" },
  { message: "Are you open right now?", intent: "hours" },
  { message: "do you work on sundays", intent: "hours" },
  { message: "ARE YOU OPEN ON PUBLIC HOLIDAYS", intent: "hours" },
  { message: "What are your office hours please, I only finish work at 4", intent: "hours" },
  { message: "until what time can I walk in on a Friday", intent: "hours" },
  { message: "Kindly let me know the days and times your office operates.", intent: "hours" },
  { message: "opn hrs", intent: "hours" },
  { message: "if I come at 8:30 will the office already be open", intent: "hours" },
  { message: "Una de wok satide?", intent: "hours" },
  { message: "is the office open in the evening after 6", intent: "hours" },
  { message: "are you open today and where exactly are you located", intent: "hours", also: ["address"] },

  // ── address ──
  { message: "where is your office", intent: "address" },
  { message: "address pls", intent: "address" },
  { message: "how do I get to you from Lumley by keke", intent: "address" },
  { message: "una office de na usai?", intent: "address" },
  { message: "wat streett r u on", intent: "address" },
  { message: "Is your office near the Cotton Tree?", intent: "address" },
  { message: "I'm coming from Bo by bus, how do I find your chambers when I reach Freetown", intent: "address" },
  { message: "LOCATION", intent: "address" },
  { message: "Kindly provide your physical address for the delivery of documents.", intent: "address" },
  { message: "I'm on Siaka Stevens Street now and can't find your building, which one is it", intent: "address" },
  { message: "do you have an office in Kenema or only in Freetown?", intent: "address" },
  { message: "directions to kamara chambers", intent: "address" },

  // ── team ──
  { message: "who are your lawyers", intent: "team" },
  { message: "list of attorneys", intent: "team" },
  { message: "how many lawyers work there", intent: "team" },
  { message: "Una lawyer dem, na udat dem?", intent: "team" },
  { message: "are there any female lawyers in the firm", intent: "team" },
  { message: "I'd like to know more about your team of lawyers and their experience", intent: "team" },
  { message: "who is the head of the chambers", intent: "team" },
  { message: "wh r ur lawyrs", intent: "team" },
  { message: "STAFF LIST", intent: "team" },
  { message: "Before I come, could you tell me the names of the counsel who practise at your firm?", intent: "team" },
  { message: "are all your lawyers called to the bar here in sierra leone", intent: "team" },

  // ── thanks ──
  { message: "thank you", intent: "thanks" },
  { message: "tenki", intent: "thanks" },
  { message: "thanks a lot, that helps", intent: "thanks" },
  { message: "tnx", intent: "thanks" },
  { message: "God bless you for the help", intent: "thanks" },
  { message: "Tenki tenki ya", intent: "thanks" },
  { message: "ok thanks", intent: "thanks" },
  { message: "THANK YOU SO MUCH", intent: "thanks" },
  { message: "much appreciated", intent: "thanks" },
  { message: "thank u 4 d info", intent: "thanks" },

  // ── knowledge:Fees ──
  { message: "how much is a consultation", intent: "knowledge:Fees" },
  { message: "ow much una de tek for si lawyer", intent: "knowledge:Fees" },
  { message: "do you give free legal aid? i don't have money", intent: "knowledge:Fees" },
  { message: "can I pay in instalments", intent: "knowledge:Fees" },
  { message: "Dear Sir, kindly furnish me with your schedule of fees.", intent: "knowledge:Fees" },
  { message: "hw mch 4 lawyr", intent: "knowledge:Fees" },
  { message: "is the first meeting free", intent: "knowledge:Fees" },
  { message: "how much do you charge to do the conveyance when buying land", intent: "knowledge:Fees", also: ["area:land"] },
  { message: "price for a divorce case?", intent: "knowledge:Fees", also: ["area:family"] },
  { message: "can I pay with orange money", intent: "knowledge:Fees" },

  // ── phone ──
  { message: "phone number", intent: "phone" },
  { message: "can I call you", intent: "phone" },
  { message: "wat is ur numba", intent: "phone" },
  { message: "una get number wey a fit kol?", intent: "phone" },
  { message: "I'd prefer to speak to someone on the phone", intent: "phone" },
  { message: "number to call pls", intent: "phone" },
  { message: "Give me a number I can ring from abroad", intent: "phone" },
  { message: "Is +232 76 123 456 still your number?", intent: "phone" },
  { message: "what's your phone number and email address", intent: "phone", also: ["email"] },

  // ── contact ──
  { message: "how can I contact you", intent: "contact" },
  { message: "how do I reach the firm", intent: "contact" },
  { message: "contact details", intent: "contact" },
  { message: "Abeg how a go tek contact una", intent: "contact" },
  { message: "is there any way to get in touch besides this chat?", intent: "contact" },
  { message: "Kindly share your contact information.", intent: "contact" },
  { message: "cntct info pls", intent: "contact" },
  { message: "HOW DO I GET HOLD OF YOU PEOPLE", intent: "contact" },

  // ── services ──
  { message: "what do you do", intent: "services" },
  { message: "what kind of cases do you take", intent: "services" },
  { message: "areas of practice", intent: "services" },
  { message: "Una de handle wetin kain case?", intent: "services" },
  { message: "do you only do court cases or other things too", intent: "services" },
  { message: "what services does Kamara Chambers offer", intent: "services" },
  { message: "wat typ of law u practis", intent: "services" },
  { message: "I'm not sure you're the right firm for me, what areas do you cover?", intent: "services" },

  // ── greeting ──
  { message: "hello", intent: "greeting" },
  { message: "kushe", intent: "greeting" },
  { message: "good morning", intent: "greeting" },
  { message: "hi there", intent: "greeting" },
  { message: "Gud evening o", intent: "greeting" },
  { message: "Kushe-o, how di day?", intent: "greeting" },

  // ── email ──
  { message: "email address?", intent: "email" },
  { message: "what's your email, I want to send my documents", intent: "email" },
  { message: "can i email u", intent: "email" },
  { message: "una email", intent: "email" },
  { message: "Kindly provide the email address to which consultation requests should be sent.", intent: "email" },

  // ── knowledge:Parking ──
  { message: "is there parking", intent: "knowledge:Parking" },
  { message: "where can I park my car near your office", intent: "knowledge:Parking" },
  { message: "a de kam wit motoka, usai a go park am?", intent: "knowledge:Parking" },
  { message: "parkin space availble?", intent: "knowledge:Parking" },

  // ── knowledge:What to bring ──
  { message: "what documents should I bring", intent: "knowledge:What to bring" },
  { message: "wetin papers a fo bring kam", intent: "knowledge:What to bring" },
  { message: "Do I need to bring my ID card and any letters to the first meeting?", intent: "knowledge:What to bring" },
  { message: "what shud i carry to d appointmnt", intent: "knowledge:What to bring" },

  // ── knowledge:Languages spoken ──
  { message: "do your lawyers speak Temne?", intent: "knowledge:Languages spoken" },
  { message: "a nor sabi English fine, una de tok Krio?", intent: "knowledge:Languages spoken" },
  { message: "Parlez-vous français? Je viens de Guinée", intent: "knowledge:Languages spoken" },
  { message: "can I get a Mende interpreter for my mother", intent: "knowledge:Languages spoken" },

  // ── goodbye ──
  { message: "bye", intent: "goodbye" },
  { message: "ok thanks bye", intent: "goodbye" },
  { message: "see you tomorrow", intent: "goodbye" },
  { message: "a go si una, bye bye", intent: "goodbye" },

  // ── attorney ──
  { message: "Tell me about Fatmata Kamara", intent: "attorney:Fatmata Kamara" },
  { message: "does Ibrahim Jalloh still work there?", intent: "attorney:Ibrahim Jalloh" },
  { message: "I heard of Mohamed Conteh, is he the one who does land?", intent: "attorney:Mohamed Conteh" },
  { message: "isatu bangura pls", intent: "attorney:Isatu Bangura" },
  { message: "Christiana Thomas handled my friend's case, is she still with you?", intent: "attorney:Christiana Thomas" },
  { message: "who is Hawa Turay", intent: "attorney:Hawa Turay" },

  // ── unknown ──
  { message: "?", intent: "unknown" },
  { message: "hmm ok so", intent: "unknown" },
  { message: "so about dat ting", intent: "unknown" },
];
